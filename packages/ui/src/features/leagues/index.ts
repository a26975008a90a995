// League screens (lazy chunks: routes.tsx imports them through this entry).
export { AdminLeaguesPage } from './components/admin-leagues-page';
export { AdminLeagueEditPage, AdminLeagueNewPage } from './components/admin-league-form-pages';
export { AdminParticipantsPage } from './components/admin-participants-page';
export { AdminRoundsPage } from './components/admin-rounds-page';
export { AdminStandingsPage } from './components/admin-standings-page';
export { RoundScoresPage } from './components/round-scores-page';
export { LeagueSignupPage, LeaguesSignupPage } from './components/member-league-pages';
