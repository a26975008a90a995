import { lazyNamed } from '../../lib/lazy-named';

// The member's shot sessions, for the coach's lesson view (docs/decisions/221-who-reads-a-members-shots.md).
export { usePinShotNote, useShotSessions } from './api/shot-sessions';
export { useMyCredit } from './api/credit';
// Uploading a member's session files, for the desk's booking dialog and the coach's lesson view.
export { ShotUpload } from './components/shot-upload';
// The member's booking running now with its shots (My Bookings shows it on a booking while it runs). Loaded lazily,
// with the shots' code it brings, so /booking downloads it only when a booking runs
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md); render it inside a Suspense boundary of its own.
export const LiveNow = lazyNamed(() => import('./components/live-now'), 'LiveNow');
