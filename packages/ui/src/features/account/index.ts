// The member's shot sessions, for the coach's lesson view (docs/decisions/221-who-reads-a-members-shots.md).
export { usePinShotNote, useShotSessions } from './api/shot-sessions';
// Uploading a member's session files, for the desk's booking dialog and the coach's lesson view.
export { ShotUpload } from './components/shot-upload';
// The member's booking running now with its shots (My Bookings shows it on the booking).
export { LiveNow } from './components/live-now';
