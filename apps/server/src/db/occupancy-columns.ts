// The bookings table's columns that make an occupancy (core's Occupancy): what the bookings repository, the table's
// one writer, reads and returns, and what the owner's insights read beside the cancellation and no-show marks.
export const OCCUPANCY_COLUMNS = [
  'id',
  'kind',
  'user_id',
  'simulator_id',
  'booking_date',
  'start_time',
  'end_time',
  'created_at',
  'created_by',
  'guest_name',
  'guest_phone',
  'guest_email',
  'league_id',
  'coach_id',
  'arrived_at',
  'changed_at',
  'walk_in',
] as const;
