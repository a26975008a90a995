// Admin screens (lazy chunk). Each screen checks the admin flag itself (SPEC §2: the route table does not
// block non-admins). Until the real screens land these name the screen instead of rendering blank.
import { useParams } from 'react-router-dom';
import { AdminOnly, CoachOnly } from '../guards';
import { PlaceholderPage } from './placeholder-page';

export function AdminMembersScreen() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Member Management" />
    </AdminOnly>
  );
}

export function AdminCoachesScreen() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Coach Management" />
    </AdminOnly>
  );
}

export function CoachDashboardScreen() {
  return (
    <CoachOnly>
      <PlaceholderPage title="Coach Dashboard" />
    </CoachOnly>
  );
}

export function AdminLeaguesScreen() {
  return (
    <AdminOnly>
      <PlaceholderPage title="League Management" />
    </AdminOnly>
  );
}

export function AdminLeagueNewScreen() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Create New League" />
    </AdminOnly>
  );
}

export function AdminLeagueEditScreen() {
  const { id } = useParams();
  return (
    <AdminOnly>
      <PlaceholderPage title={`Edit League #${id ?? ''}`} />
    </AdminOnly>
  );
}

export function AdminLeagueParticipantsScreen() {
  const { id } = useParams();
  return (
    <AdminOnly>
      <PlaceholderPage title={`League #${id ?? ''} - Participants`} />
    </AdminOnly>
  );
}

export function AdminLeagueRoundsScreen() {
  const { id } = useParams();
  return (
    <AdminOnly>
      <PlaceholderPage title={`League #${id ?? ''} - Rounds`} />
    </AdminOnly>
  );
}

export function AdminLeagueStandingsScreen() {
  const { id } = useParams();
  return (
    <AdminOnly>
      <PlaceholderPage title={`League #${id ?? ''} - Standings`} />
    </AdminOnly>
  );
}

export function AdminRoundScoresScreen() {
  const { leagueId, roundId } = useParams();
  return (
    <AdminOnly>
      <PlaceholderPage title={`League #${leagueId ?? ''} - Round #${roundId ?? ''} Scores`} />
    </AdminOnly>
  );
}

export function AdminCalendarScreen() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Booking Calendar" />
    </AdminOnly>
  );
}

export function AdminDailyChartScreen() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Daily Chart" />
    </AdminOnly>
  );
}

export function AdminRequestsScreen() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Demo Requests" />
    </AdminOnly>
  );
}

export function AdminFacilityScreen() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Facility Access" />
    </AdminOnly>
  );
}

export function CompletedDemoRequestsScreen() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Completed Demo Requests" />
    </AdminOnly>
  );
}

export function DatabaseViewScreen() {
  return (
    <AdminOnly>
      <PlaceholderPage title="Database View" />
    </AdminOnly>
  );
}
