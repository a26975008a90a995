// Inline calendar limited to today .. today + 30 (facility time). Ark UI DatePicker gives the grid
// keyboard navigation (arrows, Page Up/Down) and announces dates to screen readers.
import { DatePicker, parseDate } from '@ark-ui/react/date-picker';
import { FACILITY_TIME_ZONE } from '@longwood/core';
import { cn } from '../../../lib/cn';

export interface BookingDatePickerProps {
  value: string;
  min: string;
  max: string;
  onChange: (date: string) => void;
}

const navButton =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30';

export function BookingDatePicker({ value, min, max, onChange }: BookingDatePickerProps) {
  return (
    <DatePicker.Root
      inline
      value={[parseDate(value)]}
      min={parseDate(min)}
      max={parseDate(max)}
      timeZone={FACILITY_TIME_ZONE}
      locale="en-US"
      onValueChange={(details) => {
        // Clicking the selected day again would clear it; a booking always needs a date.
        const next = details.value[0];
        if (next) onChange(next.toString());
      }}
      className="w-full"
    >
      <DatePicker.Label className="sr-only">Booking date</DatePicker.Label>
      <DatePicker.View view="day">
        <DatePicker.Context>
          {(api) => (
            <>
              <DatePicker.ViewControl className="mb-2 flex items-center justify-between">
                <DatePicker.PrevTrigger className={navButton} aria-label="Previous month">
                  ‹
                </DatePicker.PrevTrigger>
                <DatePicker.RangeText className="text-sm font-semibold text-slate-900" />
                <DatePicker.NextTrigger className={navButton} aria-label="Next month">
                  ›
                </DatePicker.NextTrigger>
              </DatePicker.ViewControl>
              <DatePicker.Table className="w-full border-collapse">
                <DatePicker.TableHead>
                  <DatePicker.TableRow>
                    {api.weekDays.map((weekDay, i) => (
                      <DatePicker.TableHeader key={i} className="pb-1 text-xs font-medium text-slate-500">
                        <abbr title={weekDay.long} className="no-underline">
                          {weekDay.narrow}
                        </abbr>
                      </DatePicker.TableHeader>
                    ))}
                  </DatePicker.TableRow>
                </DatePicker.TableHead>
                <DatePicker.TableBody>
                  {api.weeks.map((week, i) => (
                    <DatePicker.TableRow key={i}>
                      {week.map((day, j) => (
                        <DatePicker.TableCell key={j} value={day} className="p-0.5 text-center">
                          <DatePicker.TableCellTrigger
                            className={cn(
                              'inline-flex size-9 items-center justify-center rounded-md text-sm text-slate-800',
                              // Today is ringed, not coloured, so it stays readable when it is also the selected day.
                              'hover:bg-emerald-50 data-[today]:font-bold data-[today]:ring-1 data-[today]:ring-emerald-600',
                              'data-[selected]:bg-emerald-700 data-[selected]:text-white',
                              'data-[outside-range]:invisible',
                              'data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-300 data-[disabled]:hover:bg-transparent',
                              'data-[focus]:outline-2 data-[focus]:outline-emerald-600',
                            )}
                          >
                            {day.day}
                          </DatePicker.TableCellTrigger>
                        </DatePicker.TableCell>
                      ))}
                    </DatePicker.TableRow>
                  ))}
                </DatePicker.TableBody>
              </DatePicker.Table>
            </>
          )}
        </DatePicker.Context>
      </DatePicker.View>
    </DatePicker.Root>
  );
}
