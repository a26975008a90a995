// Admin, desk and coach screens (lazy chunk). Who may open each is in routes.tsx (SIGNED_IN_SCREENS, core's
// role policy). Until the real screens land these name the screen instead of rendering blank.
import { useParams } from 'react-router-dom';
import { PlaceholderPage } from './placeholder-page';

export function AdminMembersScreen() {
  return <PlaceholderPage title="Member Management" />;
}

export function AdminCoachesScreen() {
  return <PlaceholderPage title="Coach Management" />;
}

export function CoachDashboardScreen() {
  return <PlaceholderPage title="Coach Dashboard" />;
}

export function AdminLeaguesScreen() {
  return <PlaceholderPage title="League Management" />;
}

export function AdminLeagueNewScreen() {
  return <PlaceholderPage title="Create New League" />;
}

export function AdminLeagueEditScreen() {
  const { id } = useParams();
  return <PlaceholderPage title={`Edit League #${id ?? ''}`} />;
}

export function AdminLeagueParticipantsScreen() {
  const { id } = useParams();
  return <PlaceholderPage title={`League #${id ?? ''} - Participants`} />;
}

export function AdminLeagueRoundsScreen() {
  const { id } = useParams();
  return <PlaceholderPage title={`League #${id ?? ''} - Rounds`} />;
}

export function AdminLeagueStandingsScreen() {
  const { id } = useParams();
  return <PlaceholderPage title={`League #${id ?? ''} - Standings`} />;
}

export function AdminRoundScoresScreen() {
  const { leagueId, roundId } = useParams();
  return <PlaceholderPage title={`League #${leagueId ?? ''} - Round #${roundId ?? ''} Scores`} />;
}

export function AdminCalendarScreen() {
  return <PlaceholderPage title="Booking Calendar" />;
}

export function AdminDailyChartScreen() {
  return <PlaceholderPage title="Daily Chart" />;
}

export function AdminRequestsScreen() {
  return <PlaceholderPage title="Demo Requests" />;
}

export function AdminFacilityScreen() {
  return <PlaceholderPage title="Facility Access" />;
}

export function CompletedDemoRequestsScreen() {
  return <PlaceholderPage title="Completed Demo Requests" />;
}

export function DatabaseViewScreen() {
  return <PlaceholderPage title="Database View" />;
}
