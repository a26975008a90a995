// What other features use of the bookings feature (features import each other only through index.ts): the staff
// bookings list and who holds a bay (the database view), the staff's member search (the desk's walk-in), the staff
// booking form (the desk's Move…), and the staff writes that refresh every view of the bays
// (the desk). Its screens are loaded lazily by app/ from their own files, which also composes Booking Management
// into the admin dashboard (app/pages/admin-dashboard-screens.tsx).
export {
  useBayWrite,
  useDeleteStaffBooking,
  useStaffBookings,
  type StaffBookingsQueryInput,
} from './api/staff-bookings';
export { MemberPicker } from './components/member-picker';
export { StaffMoveDialog } from './components/admin/booking-form-dialog';
export { holderOf } from './lib/occupancy-labels';
export { BookingDetails } from './components/booking-details';
