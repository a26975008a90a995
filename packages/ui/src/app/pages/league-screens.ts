// The league screens, one lazy chunk (routes.tsx): the members' sign-up pages and league management.
export { AdminLeagueEditPage, AdminLeagueNewPage } from '../../features/leagues/components/admin-league-form-pages';
export { AdminCoursesPage } from '../../features/leagues/components/admin-courses-page';
export { AdminHandicapsPage } from '../../features/leagues/components/admin-handicaps-page';
export { AdminLeaguesPage } from '../../features/leagues/components/admin-leagues-page';
export { AdminNightPage } from '../../features/leagues/components/admin-night-page';
export { AdminParticipantsPage } from '../../features/leagues/components/admin-participants-page';
export { AdminRoundsPage } from '../../features/leagues/components/admin-rounds-page';
export { AdminStandingsPage } from '../../features/leagues/components/admin-standings-page';
export { LeagueSignupPage, LeaguesSignupPage } from '../../features/leagues/components/member-league-pages';
export { LeaderboardPage } from '../../features/leagues/components/leaderboard-page';
export { NightPrintPage } from '../../features/leagues/components/night-print-page';
export { RoundScoresPage } from '../../features/leagues/components/round-scores-page';
