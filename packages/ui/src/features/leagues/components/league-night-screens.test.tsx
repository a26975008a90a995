// @vitest-environment jsdom
import { LEAGUE_NIGHT_DEFAULTS, type PlayerHandicap } from '@longwood/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleLeague, sampleUser, stubFetch } from '../../../test/render-route';
import { AdminHandicapsPage } from './admin-handicaps-page';
import { AdminNightPage } from './admin-night-page';

const admin = sampleUser({ id: 1, isAdmin: true });
afterEach(endScreenTest);

const notFound = () => json(404, { code: 'NOT_FOUND', message: 'Not found.' });

describe('/admin/leagues/:id/night', () => {
  const renderNight = (handler: Parameters<typeof stubFetch>[0]) => {
    const net = stubFetch(handler);
    renderRoute([{ path: '/admin/leagues/:id/night', element: <AdminNightPage /> }], {
      url: '/admin/leagues/3/night',
      user: admin,
    });
    return net;
  };

  it('turns on a league handicap with net ranking and net skins, and refuses best rounds above rounds counted', async () => {
    const net = renderNight(({ method, path, body }) => {
      if (method === 'PUT') return json(200, sampleLeague(body as object));
      if (path === '/api/leagues/3') return json(200, sampleLeague());
      return notFound();
    });
    const user = userEvent.setup();
    const mode = await screen.findByLabelText('Handicaps');
    // Off (today's behaviour): none of the handicap rules are asked for.
    expect(screen.queryByLabelText('Rounds counted (last N)')).toBeNull();
    await user.selectOptions(mode, 'league');
    const rounds = screen.getByLabelText('Rounds counted (last N)');
    await user.clear(rounds);
    await user.type(rounds, '8');
    const best = screen.getByLabelText('Best rounds used (best M)');
    await user.clear(best);
    await user.type(best, '10');
    await user.click(screen.getByRole('button', { name: 'Save League Night' }));
    expect(await screen.findByText('Best rounds must be between 1 and the rounds counted')).toBeTruthy();
    expect(best.getAttribute('aria-invalid')).toBe('true');
    expect(net.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(best);
    await user.type(best, '5');
    await user.selectOptions(screen.getByLabelText('New players start'), 'entered');
    await user.selectOptions(screen.getByLabelText('Rank the standings by'), 'net');
    await user.selectOptions(screen.getByLabelText('Skins'), 'net');
    expect(screen.getByRole('checkbox', { name: 'Carry-overs' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'Scores as totals allowed' }));
    await user.click(screen.getByRole('button', { name: 'Save League Night' }));
    expect(await screen.findByText('League night saved')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/leagues/3/night',
      body: {
        ...LEAGUE_NIGHT_DEFAULTS,
        handicapMode: 'league',
        handicapRounds: 8,
        handicapBestOf: 5,
        handicapNewPlayer: 'entered',
        rankBy: 'net',
        skinsMode: 'net',
        skinsCarryOver: true,
        allowTotals: false,
      },
    });
  });

  it("places the server's field error beside its field", async () => {
    renderNight(({ method, path }) => {
      if (method === 'PUT') {
        return json(400, {
          code: 'VALIDATION_FAILED',
          message: 'Maximum handicap must be from 0 to 54',
          fieldErrors: { handicapMaximum: ['Maximum handicap must be from 0 to 54'] },
        });
      }
      if (path === '/api/leagues/3') return json(200, sampleLeague({ handicapMode: 'league' }));
      return notFound();
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save League Night' }));
    const maximum = screen.getByLabelText('Maximum handicap');
    await waitFor(() => expect(maximum.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(maximum.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Maximum handicap must be from 0 to 54',
    );
    expect(screen.getByText('Failed to save the league night')).toBeTruthy();
  });
});

describe('/admin/leagues/:id/handicaps', () => {
  const ann: PlayerHandicap = {
    participantId: 11,
    teamId: 1,
    players: ['Ann Archer'],
    startingHandicap: null,
    current: { handicap: 8.1, provisional: false, overridden: false, basis: 'average of best 5 of last 8, 90 %' },
    rounds: [
      { roundId: 5, roundNumber: 1, gross: 41, strokesGiven: 0, net: 41, handicapBefore: null, handicapAfter: 9 },
      { roundId: 6, roundNumber: 2, gross: 40, strokesGiven: 5, net: 35, handicapBefore: 9, handicapAfter: 8.1 },
    ],
  };
  const bob: PlayerHandicap = {
    participantId: 12,
    teamId: 2,
    players: ['Bob Baker'],
    startingHandicap: null,
    current: { handicap: -1.5, provisional: true, overridden: false, basis: 'provisional: average of last round, 90 %' },
    rounds: [
      { roundId: 5, roundNumber: 1, gross: 70, strokesGiven: 0, net: 70, handicapBefore: null, handicapAfter: -1.5 },
    ],
  };

  const renderHandicaps = (handler: Parameters<typeof stubFetch>[0]) => {
    const net = stubFetch(handler);
    renderRoute([{ path: '/admin/leagues/:id/handicaps', element: <AdminHandicapsPage /> }], {
      url: '/admin/leagues/3/handicaps',
      user: admin,
    });
    return net;
  };

  it('shows each handicap with its basis and history, and overrides one with a reason', async () => {
    let overridden = false;
    const net = renderHandicaps(({ method, path, body }) => {
      if (path === '/api/leagues/3') return json(200, sampleLeague({ handicapMode: 'league' }));
      if (method === 'PUT') {
        overridden = (body as { override: unknown }).override !== null;
        return json(200, overridden ? withOverride : ann);
      }
      if (path === '/api/leagues/3/handicaps') return json(200, { handicaps: [overridden ? withOverride : ann, bob] });
      return notFound();
    });
    const withOverride: PlayerHandicap = {
      ...ann,
      current: { handicap: 12, provisional: false, overridden: true, basis: 'set by the organiser: Agreed after the qualifier' },
    };
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Handicaps' });
    const [annCard, bobCard] = within(list).getAllByRole('listitem');
    expect(within(annCard!).getByLabelText('Handicap 8.1')).toBeTruthy();
    expect(within(annCard!).getByText('average of best 5 of last 8, 90 %')).toBeTruthy();
    expect(within(annCard!).queryByText('Provisional')).toBeNull();
    // A plus handicap reads with its sign; a provisional one is marked.
    expect(within(bobCard!).getByLabelText('Handicap +1.5')).toBeTruthy();
    expect(within(bobCard!).getByText('Provisional')).toBeTruthy();
    const history = within(annCard!).getByRole('table', { name: 'Ann Archer: handicap round by round' });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.children].map((c) => c.textContent)),
    ).toEqual([
      // Round, played off, gross, strokes, net, handicap after.
      ['Round 1', '—', '41', '0', '41', '9.0'],
      ['Round 2', '9.0', '40', '5', '35', '8.1'],
    ]);

    await user.click(within(annCard!).getByRole('button', { name: "Override Ann Archer's handicap" }));
    const dialog = await screen.findByRole('dialog', { name: "Override Ann Archer's handicap" });
    const handicap = within(dialog).getByLabelText('Handicap');
    await user.clear(handicap);
    await user.type(handicap, '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save Handicap' }));
    expect(await within(dialog).findByText('Give the reason for the override')).toBeTruthy();
    expect(net.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Agreed after the qualifier');
    await user.click(within(dialog).getByRole('button', { name: 'Save Handicap' }));
    expect(await screen.findByText('Handicap overridden')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/leagues/3/participants/11/handicap',
      body: { override: { handicap: 12, reason: 'Agreed after the qualifier' } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('set by the organiser: Agreed after the qualifier')).toBeTruthy();
    expect(screen.getByText('Overridden')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear Override of Ann Archer' }));
    expect(await screen.findByText('Override cleared')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({ override: null });
    expect(await screen.findByText('average of best 5 of last 8, 90 %')).toBeTruthy();
  });

  it('says the league plays gross when handicaps are off', async () => {
    const net = renderHandicaps(({ path }) => {
      if (path === '/api/leagues/3') return json(200, sampleLeague());
      return notFound();
    });
    expect(await screen.findByText(/Handicaps are off for this league: it plays gross scores\./)).toBeTruthy();
    expect(net.calls.some((c) => c.path.endsWith('/handicaps'))).toBe(false);
  });
});
