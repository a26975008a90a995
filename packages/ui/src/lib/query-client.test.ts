// A 401 ends the session in the client (guarded screens then send the person to sign in), but a wrong code from the
// authenticator app does not: an admin who mistypes it in "Confirm It's You" or "Turn Off" stays signed in.
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { userQueryOptions } from './session';

const signedIn = { id: 1, username: 'admin' };

async function afterFailedWrite(status: number, code: string) {
  const client = createQueryClient();
  client.setQueryData(userQueryOptions().queryKey, signedIn as never);
  const body = JSON.stringify({ code, message: 'No.' });
  await client
    .getMutationCache()
    .build(client, {
      mutationFn: () => Promise.reject(new ApiError(status, 'Unauthorized', body)),
    })
    .execute(undefined)
    .catch(() => undefined);
  return client.getQueryData(userQueryOptions().queryKey);
}

describe('the session after a 401', () => {
  it('is signed out when the server says the session ended', async () => {
    expect(await afterFailedWrite(401, 'NOT_SIGNED_IN')).toBeNull();
  });

  it('stays signed in after a wrong second-factor code', async () => {
    expect(await afterFailedWrite(401, 'SECOND_FACTOR_INVALID')).toEqual(signedIn);
  });
});
