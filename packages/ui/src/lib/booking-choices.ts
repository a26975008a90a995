// The bay and duration choices of the staff booking forms (the admin's and the desk's), as select options.
import { BAY_IDS, bayName, DURATION_OPTIONS_MINUTES, durationLabel } from '@longwood/core';
import type { SelectOption } from '../components/ui/form-field';

export const BAY_OPTIONS: readonly SelectOption[] = BAY_IDS.map((id) => ({ value: id, label: bayName(id) }));

export const DURATION_OPTIONS: readonly SelectOption[] = DURATION_OPTIONS_MINUTES.map((minutes) => ({
  value: minutes,
  label: durationLabel(minutes),
}));
