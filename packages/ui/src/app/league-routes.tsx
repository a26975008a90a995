// The league screens' routes: their paths, the capability each needs with what others see instead, and their
// titles, merged into app/routes.tsx and app/route-titles.ts (docs/decisions/232-leagues-as-one-domain-module.md). A
// new league screen is added here; the compiler holds the three lists to the same paths.
import { MembershipNotice } from '../components/membership-notice';
import { lazyNamed } from '../lib/lazy-named';
import type { SignedInScreen } from './guards';

const leagues = () => import('./pages/league-screens');
const leagueAdmin = () => import('./pages/league-admin-screens');
const LeaguesSignupScreen = lazyNamed(leagues, 'LeaguesSignupPage');
const LeagueSignupScreen = lazyNamed(leagues, 'LeagueSignupPage');
const AdminLeaguesScreen = lazyNamed(leagueAdmin, 'AdminLeaguesPage');
const AdminLeagueNewScreen = lazyNamed(leagueAdmin, 'AdminLeagueNewPage');
const AdminLeagueEditScreen = lazyNamed(leagueAdmin, 'AdminLeagueEditPage');
const AdminLeagueParticipantsScreen = lazyNamed(leagueAdmin, 'AdminParticipantsPage');
const AdminLeagueRoundsScreen = lazyNamed(leagueAdmin, 'AdminRoundsPage');
const AdminLeagueStandingsScreen = lazyNamed(leagueAdmin, 'AdminStandingsPage');
const AdminRoundScoresScreen = lazyNamed(leagueAdmin, 'RoundScoresPage');
const AdminCoursesScreen = lazyNamed(leagueAdmin, 'AdminCoursesPage');
const AdminLeagueNightScreen = lazyNamed(leagueAdmin, 'AdminNightPage');
const AdminLeagueHandicapsScreen = lazyNamed(leagueAdmin, 'AdminHandicapsPage');
const NightPrintScreen = lazyNamed(leagueAdmin, 'NightPrintPage');
const LeaderboardScreen = lazyNamed(leagues, 'LeaderboardPage');

export const LEAGUE_PATHS = [
  '/admin/leagues',
  '/admin/leagues/new',
  '/admin/leagues/:id/edit',
  '/admin/leagues/:id/participants',
  '/admin/leagues/:id/rounds',
  '/admin/leagues/:id/standings',
  '/admin/leagues/:leagueId/rounds/:roundId/scores',
  '/admin/leagues/:leagueId/rounds/:roundId/print',
  '/admin/courses',
  '/admin/leagues/:id/night',
  '/admin/leagues/:id/handicaps',
  '/leagues-signup',
  '/leagues/:leagueId/signup',
  '/leagues/:leagueId/leaderboard',
] as const;
type LeaguePath = (typeof LEAGUE_PATHS)[number];

const leaguesNotice = <MembershipNotice message="You need to be a member to join leagues." />;

export const LEAGUE_SCREENS: Record<LeaguePath, SignedInScreen> = {
  '/admin/leagues': { element: <AdminLeaguesScreen />, access: 'admin:leagues' },
  '/admin/leagues/new': { element: <AdminLeagueNewScreen />, access: 'admin:leagues' },
  '/admin/leagues/:id/edit': { element: <AdminLeagueEditScreen />, access: 'admin:leagues' },
  // A league's night: its admins and its organisers (docs/decisions/272-league-organisers.md).
  '/admin/leagues/:id/participants': {
    element: <AdminLeagueParticipantsScreen />,
    access: 'league:night',
    league: 'id',
  },
  '/admin/leagues/:id/rounds': { element: <AdminLeagueRoundsScreen />, access: 'league:night', league: 'id' },
  '/admin/leagues/:id/standings': { element: <AdminLeagueStandingsScreen />, access: 'league:night', league: 'id' },
  '/admin/leagues/:leagueId/rounds/:roundId/scores': {
    element: <AdminRoundScoresScreen />,
    access: 'league:night',
    league: 'leagueId',
  },
  '/admin/leagues/:leagueId/rounds/:roundId/print': {
    element: <NightPrintScreen />,
    access: 'league:night',
    league: 'leagueId',
  },
  '/admin/courses': { element: <AdminCoursesScreen />, access: 'admin:leagues' },
  '/admin/leagues/:id/night': { element: <AdminLeagueNightScreen />, access: 'admin:leagues' },
  '/admin/leagues/:id/handicaps': { element: <AdminLeagueHandicapsScreen />, access: 'admin:leagues' },
  '/leagues-signup': { element: <LeaguesSignupScreen />, access: 'member:features', denied: leaguesNotice },
  '/leagues/:leagueId/signup': { element: <LeagueSignupScreen />, access: 'member:features', denied: leaguesNotice },
  '/leagues/:leagueId/leaderboard': {
    element: <LeaderboardScreen />,
    access: 'member:features',
    denied: leaguesNotice,
  },
};

/** Each league screen's document title, before ' | Longwood Golf'. */
export const LEAGUE_TITLES: Record<LeaguePath, string> = {
  '/admin/leagues': 'Leagues',
  '/admin/leagues/new': 'Create League',
  '/admin/leagues/:id/edit': 'Edit League',
  '/admin/leagues/:id/participants': 'League Participants',
  '/admin/leagues/:id/rounds': 'League Rounds',
  '/admin/leagues/:id/standings': 'League Standings',
  '/admin/leagues/:leagueId/rounds/:roundId/scores': 'Round Scores',
  '/admin/leagues/:leagueId/rounds/:roundId/print': 'Print League Night',
  '/admin/courses': 'Courses',
  '/admin/leagues/:id/night': 'League Night',
  '/admin/leagues/:id/handicaps': 'League Handicaps',
  '/leagues-signup': 'Leagues',
  '/leagues/:leagueId/signup': 'League Signup',
  '/leagues/:leagueId/leaderboard': 'Leaderboard',
};
