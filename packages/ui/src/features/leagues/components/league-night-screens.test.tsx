// @vitest-environment jsdom
import {
  csvTable,
  facilityInstant,
  LEAGUE_NIGHT_DEFAULTS,
  LEAGUE_RULE_DEFAULTS,
  type League,
  type PlayerHandicap,
  type StandingsResponse,
  type StandingsRow,
} from '@longwood/core';
import { standingsRow } from '@longwood/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endScreenTest,
  json,
  renderRoute,
  sampleLeague,
  sampleParticipants,
  sampleScore,
  sampleUser,
  stubFetch,
} from '../../../test/render-route';
import { AdminHandicapsPage } from './admin-handicaps-page';
import { AdminNightPage } from './admin-night-page';
import { AdminStandingsPage } from './admin-standings-page';
import { RoundScoresPage } from './round-scores-page';
import { standingsCsvColumns } from './standings-tables';

const admin = sampleUser({ id: 1, isAdmin: true });
afterEach(endScreenTest);

const notFound = () => json(404, { code: 'NOT_FOUND', message: 'Not found.' });
/** League 3's standings page, as its admin sees it. */
const renderStandings = () =>
  renderRoute([{ path: '/admin/leagues/:id/standings', element: <AdminStandingsPage /> }], {
    url: '/admin/leagues/3/standings',
    user: admin,
  });

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
    // Net double bogey: on for a new league, said with the maximum it sets, and turned off here.
    const ndb = screen.getByRole('checkbox', { name: 'Net double bogey' });
    expect(ndb).toHaveProperty('checked', true);
    expect(
      screen.getByText(/counts at most par \+ 2 \+ the strokes the player gets on it \(par \+ 5 before/),
    ).toBeTruthy();
    await user.click(ndb);
    // Starting handicaps at the allowance: on for a new league that starts players from one, turned off here.
    const atAllowance = screen.getByRole('checkbox', { name: 'Starting handicaps at the allowance' });
    expect(atAllowance).toHaveProperty('checked', true);
    await user.click(atAllowance);
    // The most a handicap moves in a night: empty (no limit) for a new league, 3 here (decision 490).
    const move = screen.getByLabelText('Most a handicap moves in a night');
    expect(move).toHaveProperty('value', '');
    await user.type(move, '3');
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
        netDoubleBogey: false,
        startingHandicapAllowance: false,
        handicapNightMove: 3,
      },
    });
  });

  /** A stroke-play league's night page whose save answers the league as sent. */
  const renderStrokeNight = () =>
    renderNight(({ method, path, body }) => {
      if (method === 'PUT') return json(200, sampleLeague({ scoringType: 'lowest_score', ...(body as object) }));
      if (path === '/api/leagues/3') return json(200, sampleLeague({ scoringType: 'lowest_score' }));
      return notFound();
    });

  it('takes a stroke-play league’s points by finishing place as a list, and refuses one that climbs (decision 487)', async () => {
    const net = renderStrokeNight();
    const user = userEvent.setup();
    const table = await screen.findByLabelText('Points for 1st, 2nd, 3rd…');
    await user.type(table, '10, 12');
    await user.click(screen.getByRole('button', { name: 'Save League Night' }));
    expect(await screen.findByText('Each place must earn no more than the place above it')).toBeTruthy();
    expect(net.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(table);
    await user.type(table, '10, 8, 6.5 5');
    await user.click(screen.getByRole('button', { name: 'Save League Night' }));
    expect(await screen.findByText('League night saved')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ placePoints: [10, 8, 6.5, 5] });
  });

  it('plays best ball by sides of four in an individual stroke-play league (decision 497)', async () => {
    const stroke = { scoringType: 'lowest_score', leagueType: 'individual' } as const;
    const net = renderNight(({ method, path, body }) => {
      if (method === 'PUT') return json(200, sampleLeague({ ...stroke, ...(body as object) }));
      if (path === '/api/leagues/3') return json(200, sampleLeague(stroke));
      return notFound();
    });
    const user = userEvent.setup();
    const size = await screen.findByLabelText('Players in a best-ball side');
    expect((size as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText('Team format'), 'best_ball');
    await user.selectOptions(size, '4');
    await user.click(screen.getByRole('button', { name: 'Save League Night' }));
    expect(await screen.findByText('League night saved')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ teamFormat: 'best_ball', teamSize: 4 });
  });

  it('takes the buy-in in dollars and its shares, refusing shares over the whole (decision 491)', async () => {
    const night = renderStrokeNight();
    const user = userEvent.setup();
    const buyIn = await screen.findByLabelText('Buy-in ($)');
    await user.clear(buyIn);
    await user.type(buyIn, '12.50');
    await user.selectOptions(screen.getByLabelText('Buy-in per'), 'season');
    const skins = screen.getByLabelText('Skins share (%)');
    await user.clear(skins);
    await user.type(skins, '60');
    await user.click(screen.getByRole('button', { name: 'Save League Night' }));
    expect(await screen.findByText('The skins and prize shares together must be at most 100 %')).toBeTruthy();
    expect(night.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(skins);
    await user.type(skins, '40');
    expect(screen.getByText('10 % goes to the season purse.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save League Night' }));
    expect(await screen.findByText('League night saved')).toBeTruthy();
    expect(night.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      buyInCents: 1250,
      buyInPer: 'season',
      skinsSharePercent: 40,
      prizesSharePercent: 50,
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
    current: {
      handicap: -1.5,
      provisional: true,
      overridden: false,
      basis: 'provisional: average of last round, 90 %',
    },
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

  it("fills the field's starting handicaps from a pasted column and saves them in one call", async () => {
    const net = renderHandicaps(({ method, path }) => {
      if (path === '/api/leagues/3')
        return json(200, sampleLeague({ handicapMode: 'league', handicapNewPlayer: 'entered' }));
      if (path === '/api/leagues/3/handicaps') return json(200, { handicaps: [ann, bob] });
      if (method === 'PUT' && path === '/api/leagues/3/starting-handicaps') return json(200, { handicaps: [ann, bob] });
      return notFound();
    });
    const user = userEvent.setup();
    const paste = await screen.findByLabelText('Paste a column');
    await user.click(paste);
    await user.paste('12,4\nsixty');
    await user.click(screen.getByRole('button', { name: 'Fill the Table' }));
    expect(screen.getByRole('alert').textContent).toBe('Line 2: "sixty" is not a handicap from +10 to 54.');
    await user.clear(paste);
    await user.paste('12,4\n+1.5');
    await user.click(screen.getByRole('button', { name: 'Fill the Table' }));
    expect((screen.getByLabelText('Starting handicap of Ann Archer') as HTMLInputElement).value).toBe('12.4');
    expect((screen.getByLabelText('Starting handicap of Bob Baker') as HTMLInputElement).value).toBe('+1.5');
    // Played at the league's allowance (90 %), as the screen says, each figure beside what it plays as.
    expect(screen.getByText("Played at the league's 90 % allowance: 12.4 plays as 11.2.")).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /^Ann Archer/ })).getByText('11.2')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /^Bob Baker/ })).getByText('+1.4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save Starting Handicaps' }));
    expect(await screen.findByText('Starting handicaps saved')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      [
        '/api/leagues/3/starting-handicaps',
        {
          entries: [
            { participantId: 11, startingHandicap: 12.4 },
            { participantId: 12, startingHandicap: -1.5 },
          ],
        },
      ],
    ]);
    // The player's own dialog says it too, with the figure typed.
    await user.click(screen.getByRole('button', { name: 'Starting Handicap of Ann Archer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Starting handicap of Ann Archer' });
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Starting handicap' }), '20');
    expect(within(dialog).getByText("Played at the league's 90 % allowance: 20.0 plays as 18.0.")).toBeTruthy();
  });

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
      current: {
        handicap: 12,
        provisional: false,
        overridden: true,
        basis: 'set by the organiser: Agreed after the qualifier',
      },
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

  it("fills a scramble team's starting handicap from its players' by the allowance (35 % of the lower + 15 % of the higher) and keeps theirs", async () => {
    const team: PlayerHandicap = {
      participantId: 11,
      teamId: 1,
      players: ['Ann Archer', 'Bob Baker'],
      startingHandicap: null,
      playerHandicaps: null,
      current: { handicap: null, provisional: true, overridden: false, basis: 'no rounds yet' },
      rounds: [],
    };
    let stored = team;
    const net = renderHandicaps(({ method, path, body }) => {
      if (path === '/api/leagues/3') {
        return json(
          200,
          sampleLeague({ handicapMode: 'league', handicapNewPlayer: 'entered', leagueType: 'scramble' }),
        );
      }
      if (method === 'PUT') {
        const sent = body as { startingHandicap: number | null; playerHandicaps?: [number, number] };
        stored = {
          ...team,
          startingHandicap: sent.startingHandicap,
          playerHandicaps: sent.playerHandicaps
            ? team.players.map((name, i) => ({ name, handicap: sent.playerHandicaps![i]! }))
            : null,
        };
        return json(200, stored);
      }
      if (path === '/api/leagues/3/handicaps') return json(200, { handicaps: [stored] });
      return notFound();
    });
    const user = userEvent.setup();
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Starting Handicap of Ann Archer & Bob Baker' }));
      return screen.findByRole('dialog', { name: 'Starting handicap of Ann Archer & Bob Baker' });
    };
    const dialog = await open();
    expect(within(dialog).getByRole('group', { name: /35 % of the lower \+ 15 % of the higher/ })).toBeTruthy();
    await user.type(within(dialog).getByLabelText("Ann Archer's handicap"), '12');
    await user.type(within(dialog).getByLabelText("Bob Baker's handicap"), '14');
    // 35 % of 12 + 15 % of 14 = 4.2 + 2.1, an allowance already: not played at the league's as well.
    expect(within(dialog).getByText('Team handicap 6.3')).toBeTruthy();
    expect(
      within(dialog).getByText(/its team handicap .*: played as entered, not at the league's 90 % allowance/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('spinbutton', { name: 'Starting handicap' })).toHaveProperty('value', '6.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Handicap' }));
    expect(await screen.findByText('Starting handicap saved')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      startingHandicap: 6.3,
      playerHandicaps: [12, 14],
    });
    // The players' handicaps stay with the team's starting handicap.
    expect(await screen.findByText('Starting handicap: 6.3 (Ann Archer 12.0 · Bob Baker 14.0)')).toBeTruthy();

    // Reopened: both are there. A starting handicap other than theirs is refused until they are emptied too.
    const again = await open();
    expect(within(again).getByLabelText("Ann Archer's handicap")).toHaveProperty('value', '12');
    expect(within(again).getByLabelText("Bob Baker's handicap")).toHaveProperty('value', '14');
    await user.clear(within(again).getByRole('spinbutton', { name: 'Starting handicap' }));
    await user.click(within(again).getByRole('button', { name: 'Save Handicap' }));
    expect(
      await within(again).findByText('The starting handicap must be the team handicap from the players’ handicaps'),
    ).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await user.clear(within(again).getByLabelText("Ann Archer's handicap"));
    await user.clear(within(again).getByLabelText("Bob Baker's handicap"));
    await user.click(within(again).getByRole('button', { name: 'Save Handicap' }));
    await waitFor(() => expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    // Emptied, the starting handicap is removed, and the players' with it.
    expect(net.calls.filter((c) => c.method === 'PUT')[1]!.body).toEqual({ startingHandicap: null });
    expect(await screen.findByText('Starting handicap: not entered')).toBeTruthy();
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

describe('a round on a course: skins and cards entered by the hole', () => {
  const TODAY = '2026-11-24';
  const NINE = [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: [5, 1, 9, 3, 7, 8, 2, 4, 6][i]! }));
  const players = sampleParticipants(['Ann Archer', 'Bob Baker', 'Cy Cole']);
  const ANN = [5, 4, 3, 5, 4, 4, 5, 5, 5];

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(facilityInstant(TODAY, '21:00'));
  });

  const renderRound = (overrides: Partial<League>, skins: object[], handicaps: PlayerHandicap[] = []) => {
    const net = stubFetch(({ method, path }) => {
      if (method === 'PUT') return json(200, []);
      if (path === '/api/leagues/3/handicaps') return json(200, { handicaps });
      if (path === '/api/leagues/3') return json(200, sampleLeague(overrides));
      if (path === '/api/leagues/3/rounds') {
        return json(200, [
          {
            id: 5,
            leagueId: 3,
            roundNumber: 2,
            roundDate: TODAY,
            name: null,
            course: { id: 9, name: 'Lakeside Nine', holes: NINE, par: 36 },
            scoredTeams: 1,
            totalTeams: 3,
            absentTeams: 0,
            complete: false,
            didNotPlay: [],
            substitutes: [],
          },
        ]);
      }
      if (path === '/api/leagues/3/participants') return json(200, players);
      if (path === '/api/leagues/3/rounds/5/scores') {
        return json(200, [sampleScore({ strokes: 40, holes: ANN })]);
      }
      if (path === '/api/leagues/3/rounds/5/skins') return json(200, { skins, sideGames: [] });
      return notFound();
    });
    renderRoute([{ path: '/admin/leagues/:leagueId/rounds/:roundId/scores', element: <RoundScoresPage /> }], {
      url: '/admin/leagues/3/rounds/5/scores',
      user: admin,
    });
    return net;
  };

  it('shows the skins won with the round: hole, winner by name and value', async () => {
    renderRound({ handicapMode: 'league', skinsMode: 'net', skinsCarryOver: true }, [
      { hole: 2, participantId: 11, teamId: 1, value: 2 },
      { hole: 6, participantId: 12, teamId: 2, value: 3 },
    ]);
    const table = await screen.findByRole('table', { name: 'Skins won in round 2' });
    expect(screen.getByText(/Net skins, carry-overs on\./)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.children].map((c) => c.textContent)),
    ).toEqual([
      ['2', 'Ann Archer', '2'],
      ['6', 'Bob Baker', '3'],
    ]);
  });

  it('says when no skin was won, and shows no skins without a skins game', async () => {
    renderRound({ skinsMode: 'gross', skinsCarryOver: false }, []);
    expect(await screen.findByText('No skins won')).toBeTruthy();
    expect(screen.getByText(/Gross skins, carry-overs off\./)).toBeTruthy();
    await endScreenTest();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(facilityInstant(TODAY, '21:00'));
    const net = renderRound({}, []);
    expect(await screen.findByRole('form', { name: 'Scorecards' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Skins' })).toBeNull();
    expect(net.calls.some((c) => c.path.endsWith('/skins'))).toBe(false);
  });

  it('shows on each card the handicap it plays off and its strokes on the course', async () => {
    const figure = (handicap: number, provisional = false) => ({
      handicap,
      provisional,
      overridden: false,
      basis: 'starting handicap',
    });
    const of = (
      teamId: number,
      name: string,
      current: ReturnType<typeof figure>,
      rounds: PlayerHandicap['rounds'],
    ) => ({
      participantId: 10 + teamId,
      teamId,
      players: [name],
      startingHandicap: null,
      current,
      rounds,
    });
    renderRound(
      { handicapMode: 'league' },
      [],
      [
        // Ann's card is in: she played off 10 (5 strokes on nine holes), whatever her handicap is now.
        of(1, 'Ann Archer', figure(9.4), [
          { roundId: 5, roundNumber: 2, gross: 40, strokesGiven: 5, net: 35, handicapBefore: 10, handicapAfter: 9.4 },
        ]),
        of(2, 'Bob Baker', figure(4, true), []),
        of(3, 'Cy Cole', figure(-1.5), []),
      ],
    );
    // The handicaps arrive after the cards.
    expect(await screen.findByText('Plays off 10.0 · 5 strokes')).toBeTruthy();
    const row = (label: string) => screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }).textContent;
    expect(row('Ann Archer')).toBe('Ann ArcherPlays off 10.0 · 5 strokes');
    expect(row('Bob Baker')).toBe('Bob BakerPlays off 4.0 (provisional) · 2 strokes');
    expect(row('Cy Cole')).toBe('Cy ColePlays off +1.5 · gives back 1');
  });

  it('asks for every hole when the league takes no totals', async () => {
    const net = renderRound({ allowTotals: false }, []);
    const user = userEvent.setup();
    const bob = await screen.findByLabelText('Bob Baker, hole 1');
    // No total box: the total is the holes' sum.
    expect(screen.getByLabelText('Bob Baker total').tagName).toBe('OUTPUT');
    expect(screen.getByText(/This league enters every card hole by hole\./)).toBeTruthy();
    await user.type(bob, '5');
    await user.click(screen.getByRole('button', { name: 'Save Scores' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bob Baker: enter all 9 holes.');
    expect(net.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

describe('best-ball sides on the standings page (decision 497)', () => {
  const player = (teamId: number, name: string, handicap: number) => ({
    teamId,
    name,
    handicap,
    letter: null,
    withdrawn: false,
  });
  const sides = {
    leagueId: 3,
    format: 'best_ball',
    sideSize: 2,
    byPoints: true,
    sides: [
      {
        ...{ side: 2, name: 'Side 2', rank: 1, points: 10, nights: 1, strokes: 39 },
        players: [player(3, 'Cy Cole', 4), player(4, 'Dee Dunn', 10)],
        results: [{ roundNumber: 1, score: 39, rank: 1, opponent: null, matches: [], points: 10 }],
      },
      {
        ...{ side: 1, name: 'Side 1', rank: 2, points: 6, nights: 1, strokes: 41 },
        players: [player(1, 'Ann Archer', 2)],
        results: [{ roundNumber: 1, score: 41, rank: 2, opponent: null, matches: [], points: 6 }],
      },
    ],
    unassigned: [player(5, 'Bob Baker', 12)],
  };

  it('ranks the sides by points with their best ball, and moves a player into a side', async () => {
    const net = stubFetch(({ method, path }) => {
      if (path === '/api/leagues/3') return json(200, sampleLeague({ teamFormat: 'best_ball', teamSize: 2 }));
      if (path === '/api/leagues/3/sides') return json(200, sides);
      if (method === 'GET' && path === '/api/leagues/3/standings') {
        return json(200, {
          leagueId: 3,
          scoringType: 'lowest_score',
          rules: { ...LEAGUE_RULE_DEFAULTS },
          rounds: [],
          rows: [],
        });
      }
      return notFound();
    });
    renderStandings();
    const table = await screen.findByRole('table', { name: 'Side standings' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...within(r).queryAllByRole('cell'), within(r).getByRole('rowheader')].map((c) => c.textContent)),
    ).toEqual([
      ['1', '1', '10', '39', 'R1: 39 (10)', 'Side 2: Cy Cole, Dee Dunn'],
      ['2', '1', '6', '41', 'R1: 41 (6)', 'Side 1: Ann Archer'],
    ]);
    expect(screen.getByRole('heading', { name: 'No side (1)' })).toBeTruthy();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Side of Bob Baker'), '1');
    await waitFor(() =>
      expect(net.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        split: 'hand',
        players: [{ teamId: 5, side: 1 }],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Deal sides by handicap' }));
    await waitFor(() =>
      expect(net.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ split: 'handicap' }),
    );
  });
});

describe('net standings with handicaps', () => {
  const row = (teamId: number, name: string, extra: Partial<StandingsRow>): StandingsRow =>
    standingsRow(teamId, { ranked: true, players: [name], roundsPlayed: 1, ...extra });

  it("shows each row's handicap (a plus one with its sign), net beside gross, and the countback note", async () => {
    stubFetch(({ path }) => {
      if (path === '/api/leagues/3') return json(200, sampleLeague({ handicapMode: 'league', rankBy: 'net' }));
      if (path === '/api/leagues/3/standings') {
        return json(200, {
          leagueId: 3,
          scoringType: 'lowest_score',
          rules: { ...LEAGUE_RULE_DEFAULTS },
          rounds: [{ roundId: 5, roundNumber: 1, roundDate: '2026-11-19' }],
          rows: [
            row(1, 'Ann Archer', {
              rank: 1,
              handicap: 10,
              net: 36,
              // A net league's average strokes are net; the gross comes apart.
              averageStrokes: 36,
              gross: 41,
              tieBreak: 'Tied on net average; ahead on countback (last 6)',
            }),
            row(2, 'Bob Baker', {
              rank: 2,
              handicap: -1.5,
              net: 36,
              averageStrokes: 36,
              gross: 34.5,
              tieBreak: 'Tied on net average; behind on countback (last 6)',
            }),
          ],
        });
      }
      return notFound();
    });
    renderStandings();
    const table = await screen.findByRole('table', { name: 'Thursday Match Play standings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // The figures the league ranks by first: net beside gross, then the handicap.
    expect(headers.slice(1, 5)).toEqual(['Player', 'Net', 'Gross', 'Handicap']);
    const [, annRow, bobRow] = within(table).getAllByRole('row');
    expect(
      within(annRow!)
        .getAllByRole('cell')
        .slice(2, 5)
        .map((c) => c.textContent),
    ).toEqual(['36', '41', '10.0']);
    expect(within(bobRow!).getAllByRole('cell')[3]!.textContent).toBe('34.5');
    expect(within(bobRow!).getAllByRole('cell')[4]!.textContent).toBe('+1.5');
    expect(within(annRow!).getByText('Tied on net average; ahead on countback (last 6)')).toBeTruthy();
  });

  it("exports each row's net and gross averages beside its handicap in the standings CSV", () => {
    const standings = {
      leagueId: 3,
      scoringType: 'lowest_score',
      rules: { ...LEAGUE_RULE_DEFAULTS },
      rounds: [],
      rows: [row(1, 'Ann Archer', { rank: 1, handicap: 10, net: 36, averageStrokes: 36, gross: 41 })],
    } as unknown as StandingsResponse;
    const [header, ann] = csvTable(standings.rows, standingsCsvColumns(standings)).trim().split('\r\n');
    const headers = header!.replace(/^\uFEFF/, '').split(',');
    const cells = ann!.split(',');
    const at = (name: string) => cells[headers.indexOf(name)];
    expect([at('Handicap'), at('Net Average'), at('Gross Average')]).toEqual(['10', '36', '41']);
  });
});
