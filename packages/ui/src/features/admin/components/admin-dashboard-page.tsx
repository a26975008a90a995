// /admin (docs/requirements.md#admin-dashboard): five tabs. The open tab is kept in the URL (?tab=...) so a reload, a
// bookmark or the Back button returns to it. Tabs mount on first open, so Facility Access only reads the
// keypad code when an admin looks at it. Who may open it is the route's (screens.tsx, capability admin:screens).
import { Tabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { ScreenHeading } from '../../../components/screen-heading';
import { PageContainer } from '../../../components/page-container';
import { cn } from '../../../lib/cn';
import { DemoRequests } from './demo-requests';
import { FacilityAccess } from './facility-access';
import { LeaguesTab } from './leagues-tab';
import { MemberManagement } from './member-management';

const ADMIN_TABS = [
  { value: 'members', label: 'Member Management' },
  { value: 'bookings', label: 'Booking Management' },
  { value: 'facility', label: 'Facility Access' },
  { value: 'requests', label: 'Demo Requests' },
  { value: 'leagues', label: 'Leagues' },
] as const;

const DASHBOARD_LINKS = [
  ['/database-view', 'Database View'],
  ['/admin/activity', 'Activity Log'],
  ['/completed-demo-requests', 'Completed Demo Requests'],
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

/** `bookingsTab`: the bookings feature's Booking Management, composed by app/ (features do not hold each other's screens). */
export function AdminDashboardPage({ bookingsTab }: { bookingsTab: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = adminTabFrom(searchParams.get('tab'));
  const setTab = (next: AdminTab) => setSearchParams(next === 'members' ? {} : { tab: next }, { replace: true });

  return (
    <PageContainer>
      <ScreenHeading
        title="Admin Dashboard"
        description="Members, bookings, facility access, demo requests and leagues."
        actions={
          <>
            <Link to="/admin-dashboard" className={buttonClasses('ghost', 'md')}>
              Admin Home
            </Link>
            {DASHBOARD_LINKS.map(([to, label]) => (
              <Link key={to} to={to} className={buttonClasses('outline', 'md')}>
                {label}
              </Link>
            ))}
          </>
        }
      />

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
          <Tabs.Content value="bookings">{bookingsTab}</Tabs.Content>
          <Tabs.Content value="facility">
            <FacilityAccess />
            <p className="mt-6 text-sm text-slate-600">
              The facility&apos;s details, bays, rates and photos are in{' '}
              <Link to="/admin/facility" className="font-medium text-emerald-800 underline underline-offset-2">
                Facility Settings
              </Link>
              , with this keypad code under Facility Access.
            </p>
          </Tabs.Content>
          <Tabs.Content value="requests">
            <DemoRequests state="open" />
          </Tabs.Content>
          <Tabs.Content value="leagues">
            <LeaguesTab />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </PageContainer>
  );
}
