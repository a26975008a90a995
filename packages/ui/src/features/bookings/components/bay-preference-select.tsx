// The member's bay preference on /booking (docs/decisions/003-booking-rules-and-bay-assignment.md): 'First free bay' (the
// specification's rule, the default) or one of the open bays by name. Core's slotAvailability offers the preferred bay
// where it is free and the first free bay elsewhere; the server decides again under the booking lock.
import { bookingRules } from '../../../config/booking-rules';
import { SelectField } from '../../../components/ui/form-field';
import { bayOptions, facilityBayName } from '../../../lib/booking-choices';

const FIRST_FREE = '';

/** Shown only when there is a choice: a facility with one open bay has nothing to prefer. */
export function BayPreferenceSelect({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (bay: number | undefined) => void;
}) {
  const options = bayOptions();
  if (options.length < 2) return null;
  // A bay retired while the page was open is no preference any more.
  const current = value !== undefined && bookingRules.bays.some((b) => b.id === value && b.open) ? value : undefined;
  return (
    <SelectField
      label="Bay"
      value={current === undefined ? FIRST_FREE : String(current)}
      onChange={(e) => onChange(e.target.value === FIRST_FREE ? undefined : Number(e.target.value))}
      options={options}
    >
      <option value={FIRST_FREE}>First free bay</option>
    </SelectField>
  );
}

/**
 * What the member is told when the preferred bay is not the one they get: ' Bay 3 is taken then.' before booking
 * (`when` 'then'), ' Bay 3 was taken a moment ago.' after (another member booked it first). Empty otherwise.
 */
export function preferenceNote(preferred: number | undefined, got: number, when: 'then' | 'now' = 'now'): string {
  if (preferred === undefined || preferred === got) return '';
  return when === 'then'
    ? ` (${facilityBayName(preferred)} is taken then.)`
    : ` ${facilityBayName(preferred)} was taken a moment ago.`;
}
