// @vitest-environment jsdom
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../components/ui/toast';
import { endScreenTest } from '../test/render-route';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { useToastedMutation, type WriteCallbacks } from './toasted-mutation';

afterEach(endScreenTest);

const refused = () =>
  Promise.reject(new ApiError(409, 'Conflict', JSON.stringify({ code: 'CONFLICT', message: 'The bay is taken.' })));

function Write({ send, callbacks }: { send: () => Promise<string>; callbacks?: WriteCallbacks<string, number> }) {
  const write = useToastedMutation(
    useMutation({ mutationFn: (_booking: number) => send() }),
    'Booking Failed',
    'Could not book.',
  );
  return (
    <button type="button" onClick={() => write.mutate(1, callbacks)}>
      Book
    </button>
  );
}

function draw(send: () => Promise<string>, callbacks?: WriteCallbacks<string, number>) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Write send={send} callbacks={callbacks} />
      <AppToaster />
    </QueryClientProvider>,
  );
}

describe('useToastedMutation', () => {
  it("says a refused write in an error toast with the server's words, after the call's own onError", async () => {
    const onError = vi.fn();
    draw(refused, { onError });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Booking Failed')).toBeTruthy();
    expect(screen.getByText('The bay is taken.')).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('uses the fallback when the server gives no words, and no toast when the call dealt with the failure', async () => {
    const user = userEvent.setup();
    const { unmount } = draw(() => Promise.reject(new Error('')));
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Could not book.')).toBeTruthy();
    unmount();

    const onSettled = vi.fn();
    draw(refused, { onError: () => true, onSettled });
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledOnce());
    expect(screen.queryByText('The bay is taken.')).toBeNull();
  });

  it('still runs the call’s callbacks when the screen that asked has gone', async () => {
    let answer!: (value: string) => void;
    const onSuccess = vi.fn();
    const { unmount } = draw(() => new Promise<string>((resolve) => (answer = resolve)), { onSuccess });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book' }));
    unmount();
    answer('booked');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('booked', 1));
  });
});
