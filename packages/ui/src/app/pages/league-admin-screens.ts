// The league management screens, one lazy chunk (league-routes.tsx): leagues, their nights, rounds, scores and
// standings, courses and handicaps, for the admins and a league's organisers. Apart from the members' league screens
// (league-screens.ts), which a member opens without ever loading these.
export { AdminLeagueEditPage, AdminLeagueNewPage } from '../../features/leagues/components/admin-league-form-pages';
export { AdminCoursesPage } from '../../features/leagues/components/admin-courses-page';
export { AdminHandicapsPage } from '../../features/leagues/components/admin-handicaps-page';
export { AdminLeaguesPage } from '../../features/leagues/components/admin-leagues-page';
export { AdminNightPage } from '../../features/leagues/components/admin-night-page';
export { AdminParticipantsPage } from '../../features/leagues/components/admin-participants-page';
export { AdminRoundsPage } from '../../features/leagues/components/admin-rounds-page';
export { AdminStandingsPage } from '../../features/leagues/components/admin-standings-page';
export { NightPrintPage } from '../../features/leagues/components/night-print-page';
export { RoundScoresPage } from '../../features/leagues/components/round-scores-page';
