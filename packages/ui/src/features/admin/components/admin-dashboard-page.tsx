// /admin (docs/requirements.md#admin-dashboard): five tabs. The open tab is kept in the URL (?tab=...) so a reload, a
// bookmark or the Back button returns to it. Tabs mount on first open, so Facility Access only reads the
// keypad code when an admin looks at it. Who may open it is the route's (routes.tsx, capability admin:screens).
import { Tabs } from '@ark-ui/react/tabs';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { PageContainer } from '../../../components/page-container';
import { cn } from '../../../lib/cn';
import { FacilityAccess } from './facility-access';
import { LaterReleasePanel } from './later-release-panel';
import { MemberManagement } from './member-management';

const ADMIN_TABS = [
  { value: 'members', label: 'Member Management' },
  { value: 'bookings', label: 'Booking Management' },
  { value: 'facility', label: 'Facility Access' },
  { value: 'requests', label: 'Demo Requests' },
  { value: 'leagues', label: 'Leagues' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

function adminTabFrom(param: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === param)?.value ?? 'members';
}

const tabClass = cn(
  'shrink-0 whitespace-nowrap rounded-md px-3 py-2 text-center text-sm font-medium text-slate-600 transition-colors',
  'last:odd:col-span-2',
  'hover:text-slate-900 data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow-sm',
  'focus-visible:outline-2 focus-visible:outline-emerald-600',
);

export function AdminDashboardPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = adminTabFrom(searchParams.get('tab'));
  const setTab = (next: AdminTab) => setSearchParams(next === 'members' ? {} : { tab: next }, { replace: true });

  return (
    <PageContainer>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Admin Dashboard</h1>
          <p className="mt-1 text-slate-600">Members, bookings, facility access, demo requests and leagues.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin-dashboard" className={buttonClasses('ghost', 'md')}>
            Admin Home
          </Link>
          <Link to="/database-view" className={buttonClasses('outline', 'md')}>
            Database View
          </Link>
        </div>
      </div>

      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value as AdminTab)} lazyMount className="mt-8">
        {/* Phones: a two-column grid, so every tab (and the open one, e.g. from ?tab=facility) is in view.
            A sideways-scrolling strip hid three of the five tabs, the selected one included. */}
        <Tabs.List
          aria-label="Admin sections"
          className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:flex sm:overflow-x-auto"
        >
          {ADMIN_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabClass}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>

        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <Tabs.Content value="members">
            <MemberManagement />
          </Tabs.Content>
          <Tabs.Content value="bookings">
            <LaterReleasePanel
              title="Booking Management"
              links={[
                { to: '/admin/calendar', label: 'Booking Calendar' },
                { to: '/admin/daily-chart', label: 'Daily Chart' },
              ]}
            >
              <p>
                Creating, moving and cancelling any member&apos;s bookings from here arrives in a later release. Until
                then, members manage their own bookings on the booking page.
              </p>
            </LaterReleasePanel>
          </Tabs.Content>
          <Tabs.Content value="facility">
            <FacilityAccess />
          </Tabs.Content>
          <Tabs.Content value="requests">
            <LaterReleasePanel
              title="Demo Requests"
              links={[{ to: '/completed-demo-requests', label: 'Completed Demo Requests' }]}
            >
              <p>
                The list of open demo requests, with &quot;Mark as Completed&quot; and the became-a-member switch,
                arrives in a later release. New requests are already e-mailed to the team as they come in.
              </p>
            </LaterReleasePanel>
          </Tabs.Content>
          <Tabs.Content value="leagues">
            <LaterReleasePanel
              title="Leagues"
              links={[
                { to: '/admin/leagues/new', label: 'Create League', primary: true },
                { to: '/admin/leagues', label: 'Manage Leagues' },
              ]}
            >
              <p>
                League creation, participants, rounds, scores and standings have their own screens. A league summary on
                this tab arrives in a later release.
              </p>
            </LaterReleasePanel>
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </PageContainer>
  );
}
