// A 401 ends the session in the client (guarded screens then send the person to sign in), but a wrong code from the
// authenticator app does not: an admin who mistypes it in "Confirm It's You" or "Turn Off" stays signed in.
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
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

describe('invalidating after a write', () => {
  // A read that left before a write answers what was there before it: invalidating must not keep it as the answer.
  it('starts again a first read still on its way, so the answer is the one after the write', async () => {
    const client = createQueryClient();
    let server = ['booking 5'];
    const answers: Array<(rows: string[]) => void> = [];
    const observer = new QueryObserver(client, {
      queryKey: ['bookings', 'list'],
      queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    const before = [...server]; // the first read has left: the server's answer to it is the list before the delete
    server = []; // the delete lands
    const invalidated = client.invalidateQueries({ queryKey: ['bookings'] });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[0]!(before);
    answers[1]!(server);
    await invalidated;
    await vi.waitFor(() => expect(client.getQueryData(['bookings', 'list'])).toEqual([]));
    unsubscribe();
  });

  it('leaves alone a read of something the write did not change', async () => {
    const client = createQueryClient();
    let calls = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['coaching', 'mine'],
      queryFn: () => new Promise<string[]>(() => calls++),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(calls).toBe(1));
    await client.invalidateQueries({ queryKey: ['bookings'] });
    expect(calls).toBe(1);
    expect(client.getQueryState(['coaching', 'mine'])?.fetchStatus).toBe('fetching');
    unsubscribe();
  });
});
