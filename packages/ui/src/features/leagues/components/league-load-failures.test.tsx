// @vitest-environment jsdom
// Every league screen tells a failed request from a missing league (components/load-failure.tsx,
// docs/decisions/253-a-failed-read-is-not-a-missing-thing.md): offline or a server fault says the thing could not be
// loaded, with the reason and "Try again"; only the server's "not found" says it may have been deleted.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { AdminLeagueEditPage } from './admin-league-form-pages';
import { AdminHandicapsPage } from './admin-handicaps-page';
import { AdminNightPage } from './admin-night-page';
import { AdminParticipantsPage } from './admin-participants-page';
import { AdminRoundsPage } from './admin-rounds-page';
import { AdminStandingsPage } from './admin-standings-page';
import { LeaderboardPage } from './leaderboard-page';
import { LeagueSignupPage } from './member-league-pages';
import { NightPrintPage } from './night-print-page';
import { RoundScoresPage } from './round-scores-page';

afterEach(endScreenTest);

const admin = sampleUser({ id: 1, isAdmin: true, isMember: true });

interface Screen {
  name: string;
  path: string;
  url: string;
  element: ReactNode;
  failedTitle: string;
  missing: string;
}

const screens: Screen[] = [
  {
    name: 'participants',
    path: '/admin/leagues/:id/participants',
    url: '/admin/leagues/3/participants',
    element: <AdminParticipantsPage />,
    failedTitle: "This league's participants could not be loaded.",
    missing: 'League not found. It may have been deleted.',
  },
  {
    name: 'rounds',
    path: '/admin/leagues/:id/rounds',
    url: '/admin/leagues/3/rounds',
    element: <AdminRoundsPage />,
    failedTitle: "This league's rounds could not be loaded.",
    missing: 'League not found. It may have been deleted.',
  },
  {
    name: 'standings',
    path: '/admin/leagues/:id/standings',
    url: '/admin/leagues/3/standings',
    element: <AdminStandingsPage />,
    failedTitle: 'The standings could not be loaded.',
    missing: 'League not found. It may have been deleted.',
  },
  {
    name: 'league night',
    path: '/admin/leagues/:id/night',
    url: '/admin/leagues/3/night',
    element: <AdminNightPage />,
    failedTitle: 'This league could not be loaded.',
    missing: 'League not found. It may have been deleted.',
  },
  {
    name: 'handicaps',
    path: '/admin/leagues/:id/handicaps',
    url: '/admin/leagues/3/handicaps',
    element: <AdminHandicapsPage />,
    failedTitle: 'This league could not be loaded.',
    missing: 'League not found. It may have been deleted.',
  },
  {
    name: 'round scores',
    path: '/admin/leagues/:leagueId/rounds/:roundId/scores',
    url: '/admin/leagues/3/rounds/5/scores',
    element: <RoundScoresPage />,
    failedTitle: 'This round could not be loaded.',
    missing: 'Round not found. It may have been deleted.',
  },
  {
    name: 'league night printout',
    path: '/admin/leagues/:leagueId/rounds/:roundId/print',
    url: '/admin/leagues/3/rounds/5/print',
    element: <NightPrintPage />,
    failedTitle: 'This league night could not be loaded.',
    missing: 'Not found.',
  },
  {
    name: 'leaderboard',
    path: '/leagues/:leagueId/leaderboard',
    url: '/leagues/3/leaderboard',
    element: <LeaderboardPage />,
    failedTitle: 'The leaderboard could not be loaded.',
    missing: 'Not found.',
  },
  {
    name: 'edit league',
    path: '/admin/leagues/:id/edit',
    url: '/admin/leagues/3/edit',
    element: <AdminLeagueEditPage />,
    failedTitle: 'This league could not be loaded.',
    missing: 'Error loading league. The league may have been deleted or you may not have permission to view it.',
  },
  {
    name: 'league signup',
    path: '/leagues/:leagueId/signup',
    url: '/leagues/3/signup',
    element: <LeagueSignupPage />,
    failedTitle: 'This league could not be loaded.',
    missing: "The league you're looking for doesn't exist or has been removed.",
  },
];

const notFound = () => json(404, { code: 'NOT_FOUND', message: 'Not found.' });

describe.each(screens)('the $name screen', ({ path, url, element, failedTitle, missing }) => {
  it('says the request failed, not that the league is gone, when the server cannot be reached; Try again asks again', async () => {
    let online = false;
    const { calls } = stubFetch(({ path: asked }) => {
      if (!online) throw new TypeError('Failed to fetch');
      // Back online: the league has gone after all, so the retry's answer is the not-found text.
      if (asked === '/api/user/leagues') return json(200, []);
      return notFound();
    });
    renderRoute([{ path, element }], { url, user: admin });

    expect(await screen.findByText(failedTitle)).toBeTruthy();
    expect(screen.getByText(NETWORK_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(missing)).toBeNull();

    online = true;
    const asked = calls.length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(asked));
    expect(await screen.findByText(missing)).toBeTruthy();
  });

  it('says the server fault in its own words, with Try again, on a 503', async () => {
    stubFetch(({ path: asked }) =>
      asked === '/api/user/leagues'
        ? json(200, [])
        : json(503, { code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering. Try again in a moment.' }),
    );
    renderRoute([{ path, element }], { url, user: admin });

    expect(await screen.findByText(failedTitle)).toBeTruthy();
    expect(screen.getByText('The database is not answering. Try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(missing)).toBeNull();
  });

  it('says the not-found text when the server answers that the league is not there', async () => {
    stubFetch(({ path: asked }) => (asked === '/api/user/leagues' ? json(200, []) : notFound()));
    renderRoute([{ path, element }], { url, user: admin });

    expect(await screen.findByText(missing)).toBeTruthy();
    expect(screen.queryByText(failedTitle)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
