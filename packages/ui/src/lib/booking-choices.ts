// The bays and durations of the booking screens: each bay's name as the facility's settings give it, and the staff
// booking forms' choices (the admin's and the desk's) as select options
// (docs/decisions/229-bays-as-facility-settings.md). Read while rendering: the page's facts set the bays.
import { bayName, DURATION_OPTIONS_MINUTES, durationLabel } from '@longwood/core';
import type { SelectOption } from '../components/ui/form-field';
import { bookingRules } from '../config/booking-rules';

/** A bay's name ('Bay 1' on a fresh install; whatever the admins named it since). */
export function facilityBayName(simulatorId: number): string {
  return bayName(simulatorId, bookingRules.bays);
}

/**
 * The bays that take new bookings, as a staff form's choices; with `retired`, the retired ones too (a list filter:
 * their bookings are kept and listed).
 */
export function bayOptions({ retired = false } = {}): SelectOption[] {
  return bookingRules.bays
    .filter((bay) => bay.open || retired)
    .map((bay) => ({ value: bay.id, label: bay.open ? bay.name : `${bay.name} (retired)` }));
}

export const DURATION_OPTIONS: readonly SelectOption[] = DURATION_OPTIONS_MINUTES.map((minutes) => ({
  value: minutes,
  label: durationLabel(minutes),
}));
