// The members' league screens, one lazy chunk (league-routes.tsx): the sign-up pages and a league's leaderboard.
export { LeagueSignupPage, LeaguesSignupPage } from '../../features/leagues/components/member-league-pages';
export { LeaderboardPage } from '../../features/leagues/components/leaderboard-page';
