// An admin's two-step sign-in (docs/decisions/287-admin-second-factor-and-re-authentication.md): GET
// /api/user/second-factor (on or off, recovery codes left), POST …/enrolment {password} (a new secret, its otpauth://
// address and QR code) and POST …/confirm {code} (turns it on; answers the recovery codes, shown this once).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type SecondFactorCode, type SecondFactorEnrol } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getSecondFactor = () => callApi(API.secondFactor.status, {});
export const secondFactorQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.secondFactor, queryFn: getSecondFactor });
export const useSecondFactor = () => useQuery(secondFactorQueryOptions());

export const startEnrolment = (body: SecondFactorEnrol) => callApi(API.secondFactor.startEnrolment, { body });
export const useStartEnrolment = () => useMutation({ mutationFn: startEnrolment });

export const confirmEnrolment = (body: SecondFactorCode) => callApi(API.secondFactor.confirmEnrolment, { body });
export function useConfirmEnrolment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmEnrolment,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.secondFactor }),
  });
}
