import { Suspense } from 'react';
import { lazyNamed, useOpenedOnce } from '../../lib/lazy-named';
import type { ConfirmDialogProps } from './confirm-dialog';

const LazyConfirmDialog = lazyNamed(() => import('./confirm-dialog'), 'ConfirmDialog');

/**
 * ConfirmDialog for a screen of a page's first load (/booking's My Bookings and My Lessons): the dialog's code is
 * loaded the first time it opens and the dialog stays mounted from then on, so closing it returns focus as before
 * (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
 */
export function ConfirmDialogWhenOpened(props: ConfirmDialogProps) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <LazyConfirmDialog {...props} />
    </Suspense>
  ) : null;
}
