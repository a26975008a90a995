// The front desk (docs/decisions/171-front-desk-app.md): today's board with walk-ins and check-in, and the desk's
// state (live connection, staffed hours, offline) that its layout in app/desk shows around every desk screen.
export { DeskBoardPage } from './components/desk-board-page';
export { TillPage } from './components/till-page';
export { DeskClosedNotice, DeskStatusProvider, OfflineBanner, useDeskStatus } from './components/desk-status';
// The guest rental rates, which admins set on the Facility page (docs/decisions/304-guest-rentals-at-the-desk.md).
export { useRentalRates, useSetRentalRates } from './api/rentals';
// The no-show and late-cancel fee policy, which admins set there too (docs/decisions/305-no-show-and-late-cancel-fees.md).
export { useFeePolicy, useSetFeePolicy } from './api/fees';
