// POST /api/user/sign-out-other-devices: ends every other session of the signed-in user.
import { useMutation } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';

export function signOutOtherDevices() {
  return callApi(API.account.signOutOtherDevices, {});
}

export function useSignOutOtherDevices() {
  return useMutation({ mutationFn: signOutOtherDevices });
}
