// An admin's two-step sign-in (docs/decisions/287-admin-second-factor-and-re-authentication.md): GET
// /api/user/second-factor (on or off, recovery codes left), POST …/enrolment {password} (a new secret, its otpauth://
// address and QR code), POST …/confirm {code} (turns it on; answers the recovery codes, shown this once), POST
// …/disable and POST …/recovery-codes {password, code} (turns it off; ten new recovery codes in place of the old).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Reauthenticate, type SecondFactorCode, type SecondFactorEnrol } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A write that changes the factor's state: the card's status is read again afterwards. */
function useSecondFactorChange<Body, Result>(mutationFn: (body: Body) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.secondFactor }),
  });
}

export const getSecondFactor = () => callApi(API.secondFactor.status, {});
export const secondFactorQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.secondFactor, queryFn: getSecondFactor });
export const useSecondFactor = () => useQuery(secondFactorQueryOptions());

export const startEnrolment = (body: SecondFactorEnrol) => callApi(API.secondFactor.startEnrolment, { body });
export const useStartEnrolment = () => useMutation({ mutationFn: startEnrolment });

export const confirmEnrolment = (body: SecondFactorCode) => callApi(API.secondFactor.confirmEnrolment, { body });
export const useConfirmEnrolment = () => useSecondFactorChange(confirmEnrolment);

export const useDisableSecondFactor = () =>
  useSecondFactorChange((body: Reauthenticate) => callApi(API.secondFactor.disable, { body }));
export const useRegenerateRecoveryCodes = () =>
  useSecondFactorChange((body: Reauthenticate) => callApi(API.secondFactor.regenerateRecoveryCodes, { body }));
