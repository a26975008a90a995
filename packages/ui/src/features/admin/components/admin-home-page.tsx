// /admin-dashboard (docs/requirements.md#admin-home): one card per admin area. The whole card is the link, so it is one
// tab stop with a clear name (the title), and the description is read with it.
import { Link } from 'react-router-dom';
import { ScreenHeading } from '../../../components/screen-heading';
import { PageContainer } from '../../../components/page-container';
import { cn } from '../../../lib/cn';

/**
 * The cards. Where /admin has a tab for the same area the card carries the tab's name (the specification names the
 * tabs) and leads to the same tool: Member Management, Booking Management, Demo Requests and Leagues. The keypad,
 * /admin's Facility Access tab, is the Facility Access section of Facility Settings.
 */
export const ADMIN_HOME_CARDS = [
  {
    to: '/admin/members',
    title: 'Member Management',
    description: 'Find accounts and turn membership or admin access on and off.',
  },
  {
    to: '/admin?tab=bookings',
    title: 'Booking Management',
    description: 'Book a bay for a member, move or delete bookings, and open the calendar.',
  },
  { to: '/admin/daily-chart', title: 'Daily Chart', description: "See the bays' bookings for a day at a glance." },
  {
    to: '/admin/insights',
    title: 'Insights',
    description: 'Bay use by hour, members, no-shows, lessons, leagues and demo requests over any range.',
  },
  {
    to: '/admin/facility',
    title: 'Facility Settings',
    description: "The facility's details, bays, rates, bay keys and photos, and Facility Access: the keypad code.",
  },
  { to: '/admin/requests', title: 'Demo Requests', description: 'Follow up on free demo and contact requests.' },
  {
    to: '/admin/leagues',
    title: 'Leagues',
    description: 'Create leagues and manage participants, rounds and standings.',
  },
  { to: '/admin/coaches', title: 'Coaches', description: 'Manage the coaching team and their lessons.' },
  { to: '/admin/activity', title: 'Activity Log', description: 'See who changed what, and when, and export it.' },
] as const;

export function AdminHomePage() {
  return (
    <PageContainer>
      <ScreenHeading
        title="Admin Home"
        description="Choose an area to manage."
        actions={
          <Link
            to="/admin"
            className="text-sm font-medium text-emerald-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            Open the full admin dashboard
          </Link>
        }
      />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_HOME_CARDS.map((card) => {
          const id = `admin-card-${card.to.replace(/\W+/g, '-')}`;
          return (
            <li key={card.to}>
              <Link
                to={card.to}
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-description`}
                className={cn(
                  'block h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition',
                  'hover:border-emerald-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2',
                  'focus-visible:outline-emerald-600',
                )}
              >
                <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
                  {card.title}
                </h2>
                <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
                  {card.description}
                </p>
              </Link>
            </li>
          );
        })}
      </ul>
    </PageContainer>
  );
}
