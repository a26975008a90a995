// Keeps the door pass (lib/door-pass.ts) current from what the app loads anyway: the member's own bookings
// (GET /api/user/bookings, on /booking and in the member strip) and the entrance code the Entrance Code dialog
// read (GET /api/member/keypad-code). It listens to the query cache, so no feature's request changes, and it never
// asks the server for anything itself: the code is still read only when the dialog opens
// (docs/requirements.md#member-calls). Another person's session on the device drops the pass, and so does the same
// person's once they are no longer a member; signing out clears it (features/auth, useLogout). docs/decisions/204-installable-app-offline-door.md.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { can, facilityInstant, type KeypadCodeResponse, type MyBooking, type User } from '@longwood/core';
import { clearDoorPass, keepDoorPassOnlyFor, saveDoorBookings, saveDoorCode, type DoorBooking } from '../lib/door-pass';
import { queryKeys } from '../lib/query-keys';

const sameKey = (a: QueryKey, b: QueryKey) => a.length === b.length && a.every((part, i) => part === b[i]);

/** The bookings not over yet at `now` (one under way still opens the door), soonest first, as the door needs them. */
export function upcomingForDoor(bookings: readonly MyBooking[], now: Date): DoorBooking[] {
  return bookings
    .filter((b) => facilityInstant(b.bookingDate, b.endTime).getTime() > now.getTime())
    .sort((a, b) => `${a.bookingDate} ${a.startTime}`.localeCompare(`${b.bookingDate} ${b.startTime}`))
    .map((b) => ({ date: b.bookingDate, startTime: b.startTime, endTime: b.endTime, bay: b.simulatorName }));
}

/** Starts keeping the pass from `client`'s cache; returns the function that stops it. */
export function keepDoorPass(client: QueryClient, clock: () => Date = () => new Date()): () => void {
  const saveFor = (user: User, key: QueryKey, data: unknown) => {
    if (data === undefined) return;
    if (sameKey(key, queryKeys.bookings.mine)) {
      const now = clock();
      saveDoorBookings(user.id, upcomingForDoor(data as MyBooking[], now), now);
    } else if (sameKey(key, queryKeys.memberKeypadCode)) {
      saveDoorCode(user.id, (data as KeypadCodeResponse).keypadCode, clock());
    }
  };
  const kept = [queryKeys.bookings.mine, queryKeys.memberKeypadCode];
  const onData = (key: QueryKey, data: unknown) => {
    if (sameKey(key, queryKeys.session)) {
      if (!data) return; // signed out, or the session could not be read: sign-out itself clears the pass
      const user = data as User;
      // No longer a member (the membership ended): the door is not theirs to open, so its code is not kept either.
      if (!can(user, 'member:features')) {
        clearDoorPass();
        return;
      }
      keepDoorPassOnlyFor(user.id, clock());
      // Answers that arrived before the session did (the early requests of /booking) are kept now.
      for (const key of kept) saveFor(user, key, client.getQueryData(key));
      return;
    }
    const user = client.getQueryData<User | null>(queryKeys.session);
    if (user && can(user, 'member:features')) saveFor(user, key, data);
  };
  onData(queryKeys.session, client.getQueryData(queryKeys.session));
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const query = event.query as Query;
    onData(query.queryKey, query.state.data);
  });
}
