// A write whose failure the person is told of in an error toast: the one way a screen runs a mutation that has no
// form to show its failure in (a form places it beside its fields with `showFormFailure`, lib/form-errors.ts). The
// toast's title is the screen's words ('Failed to delete round'); its text is the server's message, else the
// screen's fallback (docs/decisions/143-errors-toasts-and-sign-in-reasons.md).
import type { UseMutationResult } from '@tanstack/react-query';
import { toast } from '../components/ui/toast';
import { errorMessage } from './api-client';

/** The title of a setting's refused change (a SettingSwitch turned back). */
export const CHOICE_NOT_SAVED = 'Your choice was not saved';

/** What one call does besides the toast. */
export interface WriteCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Runs before the toast; returning true says the failure is dealt with here (no toast). */
  onError?: (error: Error) => boolean | void;
  onSettled?: () => void;
  /** This call's toast title, where it differs from the mutation's. */
  failure?: string;
}

// Omit for each state of the result, so `isPending` still narrows `variables`.
type WithoutMutate<T> = T extends unknown ? Omit<T, 'mutate'> : never;

export type ToastedMutation<TData, TVariables> = WithoutMutate<UseMutationResult<TData, Error, TVariables>> & {
  mutate: (variables: TVariables, callbacks?: WriteCallbacks<TData, TVariables>) => void;
};

/**
 * `mutation`, whose every failure shows an error toast titled `failure` (or what it says for the error); its text is
 * the server's message, else `fallback`.
 */
export function useToastedMutation<TData, TVariables, TContext>(
  mutation: UseMutationResult<TData, Error, TVariables, TContext>,
  failure: string | ((error: Error) => string),
  fallback?: string,
): ToastedMutation<TData, TVariables> {
  // From the promise, not mutate's own callbacks: React Query drops those once the component that asked has gone (a
  // row that leaves its list when the write refreshes it, a dialog closed), and the person must still hear how it went.
  const mutate = (variables: TVariables, callbacks: WriteCallbacks<TData, TVariables> = {}) =>
    void mutation
      .mutateAsync(variables)
      .then(
        (data) => callbacks.onSuccess?.(data, variables),
        (error: Error) =>
          callbacks.onError?.(error) === true ||
          toast({
            title: callbacks.failure ?? (typeof failure === 'string' ? failure : failure(error)),
            description: errorMessage(error, fallback),
            variant: 'destructive',
          }),
      )
      .finally(callbacks.onSettled);
  return { ...mutation, mutate };
}
