// The booking rules the facility's admins set (docs/decisions/228-facility-settings-in-the-database.md): the members'
// daily cap and how many days ahead anyone may book, as the booking page, the move dialog, lesson booking and the
// member strip show and apply them. config/facility.ts sets them from the facts the server wrote into the page (GET
// /api/facility's answer); the specification's 4 hours and 30 days stand until then (a unit test holds them to
// core's defaults). The server checks every booking against the current ones whatever a page shows. Read them while
// rendering, never into a module-level constant. No import from core: the prerendered /booking shell reads them.
export const bookingRules: {
  dailyCapMinutes: number;
  bookingWindowDays: number;
  /**
   * The facility's bays in bay order, open or retired (docs/decisions/229-bays-as-facility-settings.md): the booking
   * grid's columns and every bay's name; a fresh install's Bay 1 and Bay 2 until the page's facts say otherwise.
   */
  bays: { id: number; name: string; open: boolean }[];
} = {
  dailyCapMinutes: 240,
  bookingWindowDays: 30,
  bays: [
    { id: 1, name: 'Bay 1', open: true },
    { id: 2, name: 'Bay 2', open: true },
  ],
};

/** The desk's staffed hours (docs/decisions/230-more-facility-settings.md), as core's frontDeskHours takes them. */
export const deskStaffedHours = { opensHour: 8, closesHour: 20 };

/** '4 hours', '1 hour', '2.5 hours': the cap as the booking page writes it. */
export function dailyCapText(): string {
  const hours = bookingRules.dailyCapMinutes / 60;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** '30 days', '1 day': the window as the booking page writes it. */
export function bookingWindowText(): string {
  const days = bookingRules.bookingWindowDays;
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Minutes after a booking's start before the desk offers Mark No-show (core's noShowCheck takes it). */
export const noShowGrace = { minutes: 15 };

/** The lesson cut-offs (docs/decisions/230-more-facility-settings.md), as core's lesson rules take them. */
export const lessonCutoffs = { bookingLeadMinutes: 120, cancelCutoffHours: 24 };
