export { AccountPage } from './components/account-page';
export { VerifyEmailPage } from './components/verify-email-page';
// The member's shot sessions, for the coach's lesson view (docs/decisions/221-who-reads-a-members-shots.md).
export { usePinShotNote, useShotSessions } from './api/shot-sessions';
