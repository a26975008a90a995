// The league screens: entries of the screens' table (app/screens.tsx merges them), kept beside the league domain
// (docs/decisions/232-leagues-as-one-domain-module.md). A new league screen is one entry here.
import { MembershipNotice } from '../components/membership-notice';
import { lazyNamed } from '../lib/lazy-named';
import type { GatedScreen } from './screen';

const leagues = () => import('./pages/league-screens');
const leagueAdmin = () => import('./pages/league-admin-screens');

const leaguesNotice = <MembershipNotice message="You need to be a member to join leagues." />;

export const LEAGUE_SCREENS: readonly GatedScreen[] = [
  {
    path: '/admin/leagues',
    title: 'Leagues',
    screen: lazyNamed(leagueAdmin, 'AdminLeaguesPage'),
    access: 'admin:leagues',
  },
  {
    path: '/admin/leagues/new',
    title: 'Create League',
    screen: lazyNamed(leagueAdmin, 'AdminLeagueNewPage'),
    access: 'admin:leagues',
  },
  {
    path: '/admin/leagues/:id/edit',
    title: 'Edit League',
    screen: lazyNamed(leagueAdmin, 'AdminLeagueEditPage'),
    access: 'admin:leagues',
  },
  // A league's night: its admins and its organisers (docs/decisions/272-league-organisers.md).
  {
    path: '/admin/leagues/:id/participants',
    title: 'League Participants',
    screen: lazyNamed(leagueAdmin, 'AdminParticipantsPage'),
    access: 'league:night',
    league: 'id',
  },
  {
    path: '/admin/leagues/:id/rounds',
    title: 'League Rounds',
    screen: lazyNamed(leagueAdmin, 'AdminRoundsPage'),
    access: 'league:night',
    league: 'id',
  },
  {
    path: '/admin/leagues/:id/standings',
    title: 'League Standings',
    screen: lazyNamed(leagueAdmin, 'AdminStandingsPage'),
    access: 'league:night',
    league: 'id',
  },
  {
    path: '/admin/leagues/:leagueId/rounds/:roundId/scores',
    title: 'Round Scores',
    screen: lazyNamed(leagueAdmin, 'RoundScoresPage'),
    access: 'league:night',
    league: 'leagueId',
  },
  {
    path: '/admin/leagues/:leagueId/rounds/:roundId/print',
    title: 'Print League Night',
    screen: lazyNamed(leagueAdmin, 'NightPrintPage'),
    access: 'league:night',
    league: 'leagueId',
  },
  {
    path: '/admin/courses',
    title: 'Courses',
    screen: lazyNamed(leagueAdmin, 'AdminCoursesPage'),
    access: 'admin:leagues',
  },
  {
    path: '/admin/leagues/:id/night',
    title: 'League Night',
    screen: lazyNamed(leagueAdmin, 'AdminNightPage'),
    access: 'admin:leagues',
  },
  {
    path: '/admin/leagues/:id/handicaps',
    title: 'League Handicaps',
    screen: lazyNamed(leagueAdmin, 'AdminHandicapsPage'),
    access: 'admin:leagues',
  },
  {
    path: '/leagues-signup',
    title: 'Leagues',
    screen: lazyNamed(leagues, 'LeaguesSignupPage'),
    access: 'member:features',
    denied: leaguesNotice,
  },
  {
    path: '/leagues/:leagueId/signup',
    title: 'League Signup',
    screen: lazyNamed(leagues, 'LeagueSignupPage'),
    access: 'member:features',
    denied: leaguesNotice,
  },
  {
    path: '/leagues/:leagueId/leaderboard',
    title: 'Leaderboard',
    screen: lazyNamed(leagues, 'LeaderboardPage'),
    access: 'member:features',
    denied: leaguesNotice,
  },
];
