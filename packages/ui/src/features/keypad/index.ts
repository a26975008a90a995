import { lazyNamed } from '../../lib/lazy-named';

// The door keypad code's dialog (the account menu's and the member strip's 'Entrance code'). Loaded lazily, when first
// opened (useOpenedOnce), so a page downloads it and the keypad's contract only when someone asks for the code
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md); render it inside a Suspense boundary of its own.
export const EntranceCodeDialog = lazyNamed(() => import('./components/entrance-code-dialog'), 'EntranceCodeDialog');
