// The desk's own writes: POST /api/desk/walk-ins, POST /api/desk/guest-bookings and PUT /api/desk/bookings/{id}/arrival (cancelling is the
// bookings feature's DELETE /api/admin/bookings/{id}). Each refreshes the board and every other view of the bays
// (booking-page day grids, admin lists); the other desks hear it through the live events.
import { API, type GuestBookingInput, type WalkInInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { useBayWrite } from '../../bookings';

export function bookWalkIn(body: WalkInInput) {
  return callApi(API.desk.walkIn, { body });
}

export const useBookWalkIn = () => useBayWrite(bookWalkIn);

/** A guest's bay rental on any bookable day (POST /api/desk/guest-bookings), priced at the rental rates. */
export function bookGuest(body: GuestBookingInput) {
  return callApi(API.desk.bookGuest, { body });
}

export const useBookGuest = () => useBayWrite(bookGuest);

export function setArrival({ id, arrived }: { id: number; arrived: boolean }) {
  return callApi(API.desk.arrival, { params: { id }, body: { arrived } });
}

export const useSetArrival = () => useBayWrite(setArrival);
