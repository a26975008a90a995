// The door pass: what a member needs at the facility's door when the phone has no connection — their next
// bookings and the entrance code they last loaded — kept on this device (localStorage) by the app as it loads
// them, and shown by the offline page (docs/decisions/204-installable-app-offline-door.md). Nothing else of a
// signed-in page is kept on the device. Each part carries the time it was saved and is dropped on read once it is
// older than 24 hours; signing out, or another person signing in on the device, clears it all. No imports: the app
// (the keeper, sign-out) and the offline page's small chunk share this module.

/** The localStorage entry. */
export const DOOR_PASS_KEY = 'longwood.door-pass';

/** How long a saved part may be shown: the code changes periodically, so an old one would only mislead. */
export const DOOR_PASS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How many of the next bookings are kept. */
export const DOOR_PASS_BOOKINGS = 3;

/** A booking as the door needs it: the facility date, its times ('HH:mm:ss') and the bay's name. */
export interface DoorBooking {
  date: string;
  startTime: string;
  endTime: string;
  bay: string;
}

export interface DoorPass {
  /** Whose pass it is: another person signing in on the device drops it. */
  userId: number;
  /** The next bookings (at most DOOR_PASS_BOOKINGS) as of savedAt (ISO-8601); an empty list means none ahead. */
  bookings?: { savedAt: string; items: DoorBooking[] };
  /** The entrance code as of savedAt (ISO-8601). */
  code?: { savedAt: string; value: string };
}

/** The device's storage, or null where it is unavailable (disabled, private mode, a server render). */
function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isDoorBooking(value: unknown): value is DoorBooking {
  return isRecord(value) && isText(value.date) && isText(value.startTime) && isText(value.endTime) && isText(value.bay);
}

/** True while a part saved at `savedAt` may still be shown at `now` (a time ahead of the clock is not trusted). */
function isFresh(savedAt: unknown, now: Date): savedAt is string {
  if (!isText(savedAt)) return false;
  const age = now.getTime() - new Date(savedAt).getTime();
  return age >= -60_000 && age <= DOOR_PASS_MAX_AGE_MS;
}

/** The stored pass with only its fresh, well-formed parts; null when nothing is left. */
function freshParts(raw: unknown, now: Date): DoorPass | null {
  if (!isRecord(raw) || typeof raw.userId !== 'number') return null;
  const pass: DoorPass = { userId: raw.userId };
  const { bookings, code } = raw;
  if (isRecord(bookings) && isFresh(bookings.savedAt, now) && Array.isArray(bookings.items)) {
    pass.bookings = { savedAt: bookings.savedAt, items: bookings.items.filter(isDoorBooking) };
  }
  if (isRecord(code) && isFresh(code.savedAt, now) && isText(code.value)) {
    pass.code = { savedAt: code.savedAt, value: code.value };
  }
  return pass.bookings || pass.code ? pass : null;
}

function load(storage: Storage, now: Date): DoorPass | null {
  const text = storage.getItem(DOOR_PASS_KEY);
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = null;
  }
  const pass = freshParts(raw, now);
  // What is too old (or unreadable) leaves the device now, not only the screen.
  if (!pass) storage.removeItem(DOOR_PASS_KEY);
  else if (JSON.stringify(pass) !== text) storage.setItem(DOOR_PASS_KEY, JSON.stringify(pass));
  return pass;
}

function store(storage: Storage, pass: DoorPass): void {
  try {
    storage.setItem(DOOR_PASS_KEY, JSON.stringify(pass));
  } catch {
    // A full or refused storage: the door pass is a convenience, the app goes on without it.
  }
}

/** The pass kept on this device, without anything older than 24 hours (which is removed as it is read). */
export function readDoorPass(now = new Date()): DoorPass | null {
  const storage = deviceStorage();
  return storage ? load(storage, now) : null;
}

/** Changes the signed-in person's pass; another person's pass is dropped first. */
function update(userId: number, now: Date, change: (pass: DoorPass) => void): void {
  const storage = deviceStorage();
  if (!storage) return;
  const current = load(storage, now);
  const pass: DoorPass = current?.userId === userId ? current : { userId };
  change(pass);
  if (pass.bookings || pass.code) store(storage, pass);
  else storage.removeItem(DOOR_PASS_KEY);
}

/** Keeps the member's next bookings (the first DOOR_PASS_BOOKINGS of `upcoming`, already in order). */
export function saveDoorBookings(userId: number, upcoming: readonly DoorBooking[], now = new Date()): void {
  const items = upcoming
    .slice(0, DOOR_PASS_BOOKINGS)
    .map(({ date, startTime, endTime, bay }) => ({ date, startTime, endTime, bay }));
  update(userId, now, (pass) => {
    pass.bookings = { savedAt: now.toISOString(), items };
  });
}

/** Keeps the entrance code the member just loaded; null (no code set) forgets the one kept. */
export function saveDoorCode(userId: number, code: string | null, now = new Date()): void {
  update(userId, now, (pass) => {
    if (code) pass.code = { savedAt: now.toISOString(), value: code };
    else delete pass.code;
  });
}

/** Forgets the pass unless it is `userId`'s: someone else signed in on this device. */
export function keepDoorPassOnlyFor(userId: number, now = new Date()): void {
  const storage = deviceStorage();
  if (!storage) return;
  const pass = load(storage, now);
  if (pass && pass.userId !== userId) storage.removeItem(DOOR_PASS_KEY);
}

/** Forgets everything kept for the door: signing out. */
export function clearDoorPass(): void {
  deviceStorage()?.removeItem(DOOR_PASS_KEY);
}
