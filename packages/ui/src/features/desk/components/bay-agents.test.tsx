// @vitest-environment jsdom
// Each bay agent's health line on the desk, against a stand-in for GET /api/desk/bay-agents: a bay whose agent reports
// reads as it said; one with GSPro not connected, one silent for minutes and one never heard from stand out.
import type { BayAgentHealth } from '@longwood/core';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { BayAgents } from './bay-agents';

afterEach(endScreenTest);

// Sunday 2026-11-29, 2:10 PM in Longwood (EST).
const NOW = new Date('2026-11-29T19:10:00.000Z');
const BAYS = [1, 2, 3, 4].map((id) => ({ id, name: `Bay ${id}` }));

it('shows a line a bay: connected with its last shot and spool, not connected, silent, never reported', async () => {
  const health: BayAgentHealth[] = [
    {
      bayId: 1,
      reportedAt: '2026-11-29T19:09:30.000Z',
      gsproConnected: true,
      shotsWaiting: 0,
      lastShotAt: '2026-11-29T19:05:09.000Z',
    },
    { bayId: 2, reportedAt: '2026-11-29T19:09:00.000Z', gsproConnected: false, shotsWaiting: 1, lastShotAt: null },
    { bayId: 3, reportedAt: '2026-11-29T18:40:00.000Z', gsproConnected: true, shotsWaiting: 40, lastShotAt: null },
  ];
  stubFetch(({ path }) => (path === '/api/desk/bay-agents' ? json(200, health) : json(404, { message: 'Not found' })));
  renderRoute([{ path: '/desk', element: <BayAgents bays={BAYS} now={NOW} /> }], {
    url: '/desk',
    user: sampleUser({ id: 2, isFrontDesk: true }),
  });
  const list = await screen.findByRole('list', { name: 'Bay agents' });
  const lines = within(list).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual([
    'Bay 1: GSPro connected · last shot 2:05 PM · 0 shots waiting',
    'Bay 2: GSPro not connected · no shot yet · 1 shot waiting',
    'Bay 3: no word from the bay agent since 1:40 PM',
    'Bay 4: no bay agent has reported',
  ]);
  // The ones that need a look stand out; the healthy one does not.
  expect(lines.map((line) => line.className.includes('amber'))).toEqual([false, true, true, true]);
});
