// The desk's own writes: POST /api/desk/walk-ins and PUT /api/desk/bookings/{id}/arrival (cancelling is the
// bookings feature's DELETE /api/admin/bookings/{id}). Each refreshes the board and every other view of the bays
// (booking-page day grids, admin lists); the other desks hear it through the live events.
import { API, type WalkInInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { useBayWrite } from '../../bookings';

export function bookWalkIn(body: WalkInInput) {
  return callApi(API.desk.walkIn, { body });
}

export const useBookWalkIn = () => useBayWrite(bookWalkIn);

export function setArrival({ id, arrived }: { id: number; arrived: boolean }) {
  return callApi(API.desk.arrival, { params: { id }, body: { arrived } });
}

export const useSetArrival = () => useBayWrite(setArrival);
