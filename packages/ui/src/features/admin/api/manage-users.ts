// POST /api/admin/add-member {email, phone, name?} (the server's message is shown) and DELETE /api/admin/users/{id}.
// Both refresh every page of the users list.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type AddMemberInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function addMember(body: AddMemberInput) {
  return callApi(API.members.addMember, { body });
}

export function deleteUser(userId: number) {
  return callApi(API.members.remove, { params: { id: userId } });
}

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
      // Their future bookings were released.
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.bookings });
      await queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}
