// Request bodies the suites send again and again.

/** A member's booking request (POST /api/bookings, PATCH /api/bookings/:id): Bay 1 unless said. */ export const bookingRequest =
  (bookingDate: string, startTime: string, endTime: string, simulatorId = 1) => ({
    simulatorId,
    bookingDate,
    startTime,
    endTime,
  });

/** The desk's walk-in for a guest, from the half hour now running, an hour long unless `extra` says otherwise. */
export const guestWalkIn = (extra: Record<string, unknown> = {}) => ({
  for: 'guest',
  start: 'now',
  durationMinutes: 60,
  guestName: 'Pat Walker',
  guestPhone: '407 555 0142',
  ...extra,
});

/** The desk's walk-in for a member (a staff-made booking); without `userId` to see it refused. */
export const memberWalkIn = (userId?: number, extra: Record<string, unknown> = {}) => ({
  for: 'member',
  start: 'now',
  durationMinutes: 60,
  ...(userId === undefined ? {} : { userId }),
  ...extra,
});

/** A sign-up (POST /api/register): the e-mail is the username; a valid phone and password unless `extra` says otherwise. */
export const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  username: email,
  email,
  phone: '4075559876',
  password: 'swing-easy-7',
  ...extra,
});

/** A visitor's request for a free simulator demo (POST /api/contact) from name.surname@example.com, `extra` over it. */
export const demoRequest = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: '407-555-0142',
  interest: 'free_sim_demo',
  ...extra,
});

/** Rental rates (PUT /api/admin/rental-rates): $60 an hour from 5 to 10 PM and at weekends, $40 otherwise. */
export const RENTAL_RATES = {
  peakCentsPerHour: 6000,
  offPeakCentsPerHour: 4000,
  peakFrom: '17:00:00',
  peakUntil: '22:00:00',
  weekendsPeak: true,
};

/** A member's request for membership, as the upgrade form sends it. */
export const membershipRequestFor = (user: { id: number; email: string }) => ({
  name: 'Casey Putt',
  phone: '407-555-0177',
  preferredContact: 'phone',
  message: 'Evenings are best.',
  userId: user.id,
  email: user.email,
});

/**
 * An admin's league (POST /api/admin/leagues, PATCH /api/leagues/:id): individual, lowest score, Thursdays
 * 18:00-20:00 on one bay for 8 players, active; `league` gives its name and dates and whatever else differs.
 */
export const leagueRequest = (
  league: { name: string; startDate: string; endDate: string } & Record<string, unknown>,
) => ({
  leagueType: 'individual',
  scoringType: 'lowest_score',
  dayOfWeek: 'Thursday',
  startTime: '18:00',
  endTime: '20:00',
  maxParticipants: 8,
  numberOfBays: 1,
  isActive: true,
  ...league,
});
