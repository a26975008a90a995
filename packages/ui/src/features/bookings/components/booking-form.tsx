// /booking's form beside the calendar: the chosen date, the duration, the start time and the bay preference, what
// the choice comes to, and 'Book Session'.
import type { SlotOption } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { facilityBayName } from '../../../lib/booking-choices';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { BayPreferenceSelect, preferenceNote } from './bay-preference-select';
import { DurationPicker } from './duration-picker';
import { StartTimeSelect } from './start-time-select';

export interface BookingFormProps {
  date: string;
  durationMinutes: number;
  onDurationChange: (minutes: number) => void;
  knownMinutesLeft: number | undefined;
  /** The day's bookings and leagues are still loading. */
  loadingSlots: boolean;
  /** The day could not be read: why, and how to try again. */
  dayFailure: { error: Error; retry: () => void } | null;
  slots: SlotOption[];
  selected: SlotOption | undefined;
  startTime: string;
  onStartTimeChange: (startTime: string) => void;
  preferredBay: number | undefined;
  onPreferredBayChange: (bay: number | undefined) => void;
  onBook: () => void;
  booking: boolean;
}

export function BookingForm(props: BookingFormProps) {
  const { date, selected, preferredBay, loadingSlots } = props;
  return (
    <Card className="space-y-6 p-4 sm:p-6 lg:col-start-2 lg:row-start-1">
      <div>
        <p className="text-sm text-slate-500">Selected date</p>
        <p className="text-lg font-semibold text-slate-900" data-testid="selected-date">
          {formatDateLong(date)}
        </p>
      </div>

      <DurationPicker
        value={props.durationMinutes}
        onChange={props.onDurationChange}
        minutesLeft={props.knownMinutesLeft}
      />

      {/* The start time and the bay preference side by side from small screens on (one column when the facility
          has one open bay and no preference to state): the form stays about as tall as the calendar beside it. */}
      <div className="grid gap-6 sm:auto-cols-fr sm:grid-flow-col">
        {loadingSlots ? (
          // The list's own place, disabled, so the form keeps its height when the times arrive.
          <StartTimeSelect date={date} slots={[]} value="" onChange={() => undefined} disabled loading />
        ) : props.dayFailure ? (
          <div className="rounded-md bg-red-50 p-3 text-sm text-red-700">
            Could not load availability for this day. {errorMessage(props.dayFailure.error)}{' '}
            <button type="button" className="font-medium underline" onClick={props.dayFailure.retry}>
              Try again
            </button>
          </div>
        ) : (
          <StartTimeSelect
            date={date}
            slots={props.slots}
            value={selected ? props.startTime : ''}
            onChange={props.onStartTimeChange}
          />
        )}

        <BayPreferenceSelect value={preferredBay} onChange={props.onPreferredBayChange} />
      </div>

      {selected ? (
        <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {formatDateLong(date)} · {formatTimeRange(selected.startTime, selected.endTime, { zoneOn: date })}
          {preferredBay !== undefined ? ` · ${facilityBayName(selected.simulatorId ?? 1)}` : null}
          {preferenceNote(preferredBay, selected.simulatorId ?? 1, 'then')}
        </p>
      ) : null}

      <Button
        size="lg"
        className="w-full aria-disabled:opacity-50"
        onClick={props.onBook}
        aria-disabled={props.booking || undefined}
        disabled={loadingSlots}
      >
        {props.booking ? 'Booking...' : 'Book Session'}
      </Button>
    </Card>
  );
}
