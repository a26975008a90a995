// Demo requests (docs/requirements.md#admin-calls): the in-progress and completed lists, 'Mark as Completed'
// (PATCH .../read, also sent when the full message is opened), the became-member switch and delete; and the
// database view's list of every submission. Every change refreshes all of them. Booking the free demo for the
// visitor holds a bay as well (docs/decisions/263-the-free-demo-as-a-guest-booking.md).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type DemoBookingInput, type RouteQueryInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useBayWrite } from '../../bookings';

export type ContactListQueryInput = RouteQueryInput<typeof API.demoRequests.listOpen>;

export function getDemoRequests(state: 'open' | 'completed', query: ContactListQueryInput) {
  return callApi(state === 'open' ? API.demoRequests.listOpen : API.demoRequests.listCompleted, { query });
}

export const demoRequestsQueryOptions = (state: 'open' | 'completed', query: ContactListQueryInput) =>
  queryOptions({
    queryKey: queryKeys.admin.demoRequests(state, query),
    queryFn: () => getDemoRequests(state, query),
    placeholderData: keepPreviousData,
  });

export function useDemoRequests(state: 'open' | 'completed', query: ContactListQueryInput) {
  return useQuery(demoRequestsQueryOptions(state, query));
}

export function getAllContactSubmissions(query: ContactListQueryInput) {
  return callApi(API.exports.contactSubmissions, { query });
}

export const allContactSubmissionsQueryOptions = (query: ContactListQueryInput) =>
  queryOptions({
    queryKey: queryKeys.admin.allContactSubmissions(query),
    queryFn: () => getAllContactSubmissions(query),
    placeholderData: keepPreviousData,
  });

export function useAllContactSubmissions(query: ContactListQueryInput) {
  return useQuery(allContactSubmissionsQueryOptions(query));
}

function useRefreshing<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.contactSubmissions }),
  });
}

export const markDemoRequestRead = (id: number) => callApi(API.demoRequests.markRead, { params: { id } });
export const useMarkDemoRequestRead = () => useRefreshing(markDemoRequestRead);

export const setDemoRequestMemberStatus = ({ id, becameMember }: { id: number; becameMember: boolean }) =>
  callApi(API.demoRequests.setMemberStatus, { params: { id }, body: { becameMember } });
export const useSetDemoRequestMemberStatus = () => useRefreshing(setDemoRequestMemberStatus);

export const deleteDemoRequest = (id: number) => callApi(API.demoRequests.remove, { params: { id } });
export const useDeleteDemoRequest = () => useRefreshing(deleteDemoRequest);

/**
 * The free demo booked for the visitor (POST /api/admin/demo-requests/{id}/booking): it holds a bay, so every view of
 * the bays is read again, and it completes the request, so the lists are too.
 */
export const bookDemo = ({ id, body }: { id: number; body: DemoBookingInput }) =>
  callApi(API.demoRequests.book, { params: { id }, body });
export function useBookDemo() {
  const queryClient = useQueryClient();
  return useBayWrite(async (variables: { id: number; body: DemoBookingInput }) => {
    const booked = await bookDemo(variables);
    await queryClient.invalidateQueries({ queryKey: queryKeys.admin.contactSubmissions });
    return booked;
  });
}
