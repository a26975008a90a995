// The bookings feature's own answers; the rules' messages themselves are core's BOOKING_MESSAGES.
export const BOOKING_API_MESSAGES = {
  notFound: 'Booking not found.',
  notYours: 'You can only cancel your own bookings.',
  busy: 'Bookings are busy right now. Please try again.',
  notAMember: 'Bookings can only be made for members.',
  userNotFound: 'That user does not exist.',
  notAMemberBooking: 'Only member bookings can be changed here.',
  lessonNotDeleted: 'This is a lesson: cancel it under Coaches, so the member and the coach are told.',
} as const;
