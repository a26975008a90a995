// @vitest-environment jsdom
import {
  facilityInstant,
  LEAGUE_RULE_DEFAULTS,
  type Leaderboard,
  type NightSheet,
  type StandingsResponse,
} from '@longwood/core';
import { standingsRow, standingsWeek } from '@longwood/core/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endScreenTest,
  json,
  renderRoute,
  sampleLeague,
  sampleRound,
  sampleUser,
  stubFetch,
} from '../../../test/render-route';
import { LeaderboardPage } from './leaderboard-page';
import { MemberLeagueNight } from './member-league-night';
import { MatchesBeingPlayed, MyMatchTonight } from './match-states';
import { NightPrintPage } from './night-print-page';

const admin = sampleUser({ id: 1, isAdmin: true });
const member = sampleUser({ id: 21, isMember: true, name: 'Ann Archer' });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(facilityInstant('2026-11-19', '19:30'));
});
afterEach(endScreenTest);

const league = sampleLeague({
  name: 'Thursday Net',
  startDate: '2026-11-05',
  hasSchedule: false,
  numberParticipants: 3,
  handicapMode: 'league',
  rankBy: 'net',
  hasScores: true,
});

/** Lakeside Nine: stroke index by hole 5 1 9 3 7 8 2 4 6. */
const holes = [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: [5, 1, 9, 3, 7, 8, 2, 4, 6][i]! }));
const sheet: NightSheet = {
  leagueId: 3,
  leagueName: 'Thursday Net',
  leagueType: 'individual',
  scoringType: 'lowest_score',
  handicapMode: 'league',
  round: { id: 6, roundNumber: 2, roundDate: '2026-11-19', name: null },
  course: { id: 1, name: 'Lakeside Nine', holes, par: 36 },
  bays: [
    { bay: 1, startTime: '18:00:00', endTime: '20:00:00', teamIds: [1] },
    { bay: 2, startTime: '18:00:00', endTime: '20:00:00', teamIds: [2, 3] },
  ],
  cards: [
    {
      teamId: 1,
      participantId: 11,
      players: ['Ann Archer'],
      bay: 1,
      teeTime: null,
      handicap: 9,
      provisional: false,
      handicapBasis: 'average of last round, 90 %',
      strokes: 5,
      strokesOnHoles: [1, 1, 0, 1, 0, 0, 1, 1, 0],
      opponent: null,
    },
    {
      teamId: 2,
      participantId: 12,
      players: ['Bob Baker'],
      bay: 2,
      teeTime: null,
      handicap: -2.4,
      provisional: false,
      handicapBasis: 'set by the organiser: county scratch player',
      strokes: -1,
      strokesOnHoles: [0, 0, -1, 0, 0, 0, 0, 0, 0],
      opponent: null,
    },
    {
      teamId: 3,
      participantId: 13,
      players: ['Cy Cole'],
      bay: 2,
      teeTime: null,
      handicap: null,
      provisional: true,
      handicapBasis: null,
      strokes: 0,
      strokesOnHoles: Array(9).fill(0),
      opponent: null,
    },
  ],
  money: null,
};

const standings: StandingsResponse = {
  leagueId: 3,
  scoringType: 'lowest_score',
  rules: { ...LEAGUE_RULE_DEFAULTS },
  rounds: [{ roundId: 5, roundNumber: 1, roundDate: '2026-11-12' }],
  rows: [
    standingsRow(1, {
      ...{ rank: 1, ranked: true, players: ['Ann Archer'], roundsPlayed: 1, handicap: 9, net: 41 },
      ...{ totalStrokes: 41, averageStrokes: 41, bestRound: 41 },
      weeks: [standingsWeek(5, { strokes: 41, counted: true })],
    }),
  ],
};

const renderPrint = (url = '/admin/leagues/3/rounds/6/print', night: NightSheet = sheet) => {
  const calls = stubFetch(({ path }) => {
    if (path === '/api/leagues/3') return json(200, league);
    if (path === '/api/leagues/3/rounds/6/night-sheet') return json(200, night);
    if (path === '/api/leagues/3/standings') return json(200, standings);
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
  renderRoute([{ path: '/admin/leagues/:leagueId/rounds/:roundId/print', element: <NightPrintPage /> }], {
    url,
    user: admin,
  });
  return calls;
};

/** The printed bay sheet's lines, as read. */
async function baySheetRows() {
  const table = within(await screen.findByRole('region', { name: 'Pairings and bays' })).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);
}

describe('/admin/leagues/:leagueId/rounds/:roundId/print', () => {
  it('prints who plays on which bay and when, with their handicaps', async () => {
    renderPrint();
    const rows = await baySheetRows();
    expect(rows).toEqual([
      'Bay 16:00 PM - 8:00 PM' + 'Ann Archer9.0',
      'Bay 26:00 PM - 8:00 PM' + 'Bob Baker+2.4',
      'Bay 26:00 PM - 8:00 PM' + 'Cy Cole—',
    ]);
    expect(screen.getByText('Round 2 · Thursday, November 19, 2026 · Lakeside Nine (par 36)')).toBeTruthy();
  });

  it("prints each group's bay and tee time when the night plays in waves", async () => {
    renderPrint('/admin/leagues/3/rounds/6/print', {
      ...sheet,
      bays: [
        { bay: 1, startTime: '18:00:00', endTime: '20:15:00', teamIds: [1] },
        { bay: 2, startTime: '18:00:00', endTime: '20:15:00', teamIds: [2] },
        { bay: 2, startTime: '20:15:00', endTime: '22:30:00', teamIds: [3] },
      ],
      cards: sheet.cards.map((c) => ({ ...c, teeTime: c.teamId === 3 ? '20:15:00' : '18:00:00' })),
    });
    const rows = await baySheetRows();
    expect(rows).toEqual([
      'Bay 1 · 6:00 PM6:00 PM - 8:15 PM' + 'Ann Archer9.0',
      'Bay 2 · 6:00 PM6:00 PM - 8:15 PM' + 'Bob Baker+2.4',
      'Bay 2 · 8:15 PM8:15 PM - 10:30 PM' + 'Cy Cole—',
    ]);
    const cy = screen.getByRole('region', { name: 'Cy Cole' });
    expect(within(cy).getByText(/Bay 2 · 8:15 PM/)).toBeTruthy();
  });

  it("marks each card's handicap strokes on its holes, and strokes given back by a plus handicap", async () => {
    renderPrint('/admin/leagues/3/rounds/6/print?show=cards');
    const ann = await screen.findByRole('region', { name: 'Ann Archer' });
    expect(within(ann).getByText('Handicap 9.0 · 5 strokes')).toBeTruthy();
    const annMarks = within(ann).getAllByTestId('stroke-mark');
    // A dot on holes 1, 2, 4, 7 and 8 (stroke indexes 1 to 5), read aloud as '1 stroke'.
    expect(annMarks.map((m) => m.querySelector('[aria-hidden]')!.textContent)).toEqual([
      '•',
      '•',
      '',
      '•',
      '',
      '',
      '•',
      '•',
      '',
    ]);
    expect(within(annMarks[0]!).getByText('1 stroke')).toBeTruthy();
    const bob = screen.getByRole('region', { name: 'Bob Baker' });
    expect(within(bob).getByText('Handicap +2.4 · 1 stroke given back')).toBeTruthy();
    // The easiest hole (stroke index 9, hole 3) gives the stroke back.
    expect(within(bob).getAllByTestId('stroke-mark')[2]!.textContent).toBe('−11 stroke given back');
    expect(within(screen.getByRole('region', { name: 'Cy Cole' })).getByText(/no handicap yet/)).toBeTruthy();
    // Only the cards: no bay sheet, no standings.
    expect(screen.queryByRole('region', { name: 'Pairings and bays' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Standings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Scorecards' }).getAttribute('aria-current')).toBe('page');
  });

  it('prints an 18-hole card as a paper one: Out, In and Total, a net row, signature lines, four players a page', async () => {
    // Lakeside Eighteen: the nine above twice (par 36 + 36), stroke indexes odd out, even in.
    const eighteen = [...holes, ...holes].map((h, i) => ({
      par: h.par,
      strokeIndex: i < 9 ? h.strokeIndex * 2 - 1 : h.strokeIndex * 2,
    }));
    const card = (teamId: number, name: string) => ({
      ...sheet.cards[0]!,
      teamId,
      participantId: 10 + teamId,
      players: [name],
      // A stroke on holes 1, 2 and 11: 2 out, 1 in.
      strokes: 3,
      strokesOnHoles: Array.from({ length: 18 }, (_, i) => (i === 0 || i === 1 || i === 10 ? 1 : 0)),
    });
    const names = ['Ann Archer', 'Bob Baker', 'Cy Cole', 'Di Dunn', 'Ed Eng'];
    renderPrint('/admin/leagues/3/rounds/6/print?show=cards', {
      ...sheet,
      course: { id: 2, name: 'Lakeside Eighteen', holes: eighteen, par: 72 },
      cards: names.map((name, i) => card(i + 1, name)),
    });
    const ann = await screen.findByRole('region', { name: 'Ann Archer' });
    const table = within(ann).getByRole('table', { name: 'Scorecard of Ann Archer on Lakeside Eighteen' });
    const cells = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Out'],
      ...['10', '11', '12', '13', '14', '15', '16', '17', '18', 'In', 'Total'],
    ]);
    expect(cells('Par')).toEqual([
      '4',
      '4',
      '3',
      '5',
      '4',
      '3',
      '4',
      '5',
      '4',
      '36',
      ...['4', '4', '3', '5', '4', '3', '4', '5', '4', '36', '72'],
    ]);
    // The strokes' sums: 2 out, 1 in, 3 in all; the stroke index has none.
    expect(cells('Strokes').slice(9, 10).concat(cells('Strokes').slice(19))).toEqual(['2', '1', '3']);
    expect(cells('Stroke index')[9]).toBe('');
    // Boxes to write the score and the net in, hole by hole and summed.
    expect(cells('Score')).toEqual(Array(21).fill(''));
    expect(cells('Net')).toEqual(Array(21).fill(''));
    expect(within(ann).getByTestId('signatures').textContent).toBe("Marker's signaturePlayer's signature");
    // Five players: four cards on the first page, the fifth on the next; an individual league never says 'Team 1:'.
    const pages = screen.getAllByTestId('scorecard-page');
    expect(
      pages.map((page) =>
        within(page)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ),
    ).toEqual([['Ann Archer', 'Bob Baker', 'Cy Cole', 'Di Dunn'], ['Ed Eng']]);
    expect(pages[1]!.className).toContain('print:break-before-page');
    expect(pages[0]!.className).not.toContain('print:break-before-page');
    expect(screen.queryByText(/Team \d/)).toBeNull();
  });

  it("prints a back nine's card with the course's hole numbers, 10 to 18, and says which nine", async () => {
    renderPrint('/admin/leagues/3/rounds/6/print?show=cards', {
      ...sheet,
      course: { id: 2, name: 'Lakeside Links', holes, par: 36, firstHole: 10, courseHoles: 'back' },
    });
    const first = await screen.findByRole('region', { name: sheet.cards[0]!.players[0] });
    expect(
      within(first)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['10', '11', '12', '13', '14', '15', '16', '17', '18', 'Total']);
    expect(screen.getAllByText(/Lakeside Links, back nine \(par 36\)/).length).toBeGreaterThan(0);
  });

  it('prints a gross league card without a net row, and two-player scramble teams two to a page', async () => {
    const team = (teamId: number, players: string[]) => ({
      ...sheet.cards[0]!,
      teamId,
      participantId: 10 + teamId,
      players,
    });
    renderPrint('/admin/leagues/3/rounds/6/print?show=cards', {
      ...sheet,
      leagueType: 'scramble',
      handicapMode: 'off',
      cards: [team(1, ['Ann Archer', 'Bob Baker']), team(2, ['Cy Cole', 'Di Dunn']), team(3, ['Ed Eng', 'Flo Fox'])],
    });
    const first = await screen.findByRole('region', { name: 'Ann Archer & Bob Baker' });
    const rows = within(first)
      .getAllByRole('rowheader')
      .map((r) => r.textContent);
    expect(rows).toEqual(['Hole', 'Par', 'Stroke index', 'Score']);
    // Nine holes: no Out or In, the total only.
    expect(within(first).getAllByRole('columnheader').at(-1)!.textContent).toBe('Total');
    expect(within(first).queryByRole('columnheader', { name: 'Out' })).toBeNull();
    expect(
      screen.getAllByTestId('scorecard-page').map((page) => within(page).getAllByTestId('scorecard').length),
    ).toEqual([2, 1]);
  });

  it("prints a scramble team's handicap with the players' handicaps and the allowance that made it, and its strokes", async () => {
    const scramble: NightSheet = {
      ...sheet,
      leagueType: 'scramble',
      cards: [
        {
          ...sheet.cards[0]!,
          players: ['Ann Archer', 'Bob Baker'],
          playerHandicaps: [
            { name: 'Ann Archer', handicap: 10 },
            { name: 'Bob Baker', handicap: 18 },
          ],
          handicap: 6.2,
          handicapBasis: '35 % of the lower + 15 % of the higher',
          strokes: 3,
          strokesOnHoles: [0, 1, 0, 1, 0, 0, 1, 0, 0],
        },
        {
          ...sheet.cards[2]!,
          players: ['Cy Cole', 'Di Dunn'],
          handicap: 11.4,
          handicapBasis: 'average of last 3 rounds, 90 %',
          strokes: 6,
          strokesOnHoles: [1, 1, 0, 1, 1, 0, 1, 1, 0],
        },
      ],
    };
    renderPrint('/admin/leagues/3/rounds/6/print?show=cards', scramble);
    const ann = await screen.findByRole('region', { name: 'Ann Archer & Bob Baker' });
    expect(
      within(ann).getByText(
        'Ann Archer 10.0 · Bob Baker 18.0 — Team handicap 6.2 (35 % of the lower + 15 % of the higher) · 3 strokes',
      ),
    ).toBeTruthy();
    // Three strokes, on stroke indexes 1 to 3 (holes 2, 7 and 4).
    expect(
      within(ann)
        .getAllByTestId('stroke-mark')
        .map((m) => m.querySelector('[aria-hidden]')!.textContent),
    ).toEqual(['', '•', '', '•', '', '', '•', '', '']);
    const cy = screen.getByRole('region', { name: 'Cy Cole & Di Dunn' });
    // Its own handicap now: no players' handicaps (the server sends none).
    expect(within(cy).getByText('Team handicap 11.4 (average of last 3 rounds, 90 %) · 6 strokes')).toBeTruthy();
  });

  it("prints a match's two cards with the strokes received in the match, the lower off scratch", async () => {
    const match: NightSheet = {
      ...sheet,
      scoringType: 'match_play',
      cards: [
        { ...sheet.cards[0]!, strokes: 0, strokesOnHoles: holes.map(() => 0), opponent: ['Bob Baker'] },
        {
          ...sheet.cards[1]!,
          handicap: 16.2,
          handicapBasis: 'average of last round, 90 %',
          strokes: 3,
          strokesOnHoles: [0, 1, 0, 1, 0, 0, 1, 0, 0],
          opponent: ['Ann Archer'],
        },
      ],
    };
    renderPrint('/admin/leagues/3/rounds/6/print?show=cards', match);
    const ann = await screen.findByRole('region', { name: 'Ann Archer' });
    expect(within(ann).getByText('Match against Bob Baker')).toBeTruthy();
    expect(within(ann).getByText('Handicap 9.0 · plays off scratch in the match')).toBeTruthy();
    const bob = screen.getByRole('region', { name: 'Bob Baker' });
    expect(within(bob).getByText('Handicap 16.2 · receives 3 strokes in the match')).toBeTruthy();
    expect(
      within(bob)
        .getAllByTestId('stroke-mark')
        .map((m) => m.querySelector('[aria-hidden]')!.textContent),
    ).toEqual(['', '•', '', '•', '', '', '•', '', '']);
  });

  it('prints the standings with the night, and the Print button opens the print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPrint();
    const region = await screen.findByRole('region', { name: 'Standings' });
    expect((await within(region).findAllByText('Ann Archer')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says why when the night cannot be read', async () => {
    stubFetch(() => json(404, { code: 'NOT_FOUND', message: 'That round does not belong to this league.' }));
    renderRoute([{ path: '/admin/leagues/:leagueId/rounds/:roundId/print', element: <NightPrintPage /> }], {
      url: '/admin/leagues/3/rounds/99/print',
      user: admin,
    });
    expect((await screen.findByRole('alert')).textContent).toContain('That round does not belong to this league.');
  });
});

describe('/leagues/:leagueId/leaderboard', () => {
  const board = (annGross: number | null): Leaderboard => ({
    leagueId: 3,
    leagueName: 'Thursday Net',
    rankBy: 'net',
    round: { id: 6, roundNumber: 2, roundDate: '2026-11-19', name: null },
    holeCount: 9,
    rows: [
      ...(annGross === null
        ? []
        : [
            {
              rank: 1,
              teamId: 1,
              players: ['Ann Archer'],
              thru: 9,
              gross: annGross,
              net: annGross - 5,
              handicap: 9,
              toPar: -1,
              tieBreak: null,
            },
          ]),
      {
        rank: annGross === null ? 1 : 2,
        teamId: 2,
        players: ['Bob Baker'],
        thru: 9,
        gross: 44,
        net: 36,
        handicap: 16.2,
        toPar: 0,
        tieBreak: null,
      },
      ...(annGross === null
        ? [
            {
              rank: null,
              teamId: 1,
              players: ['Ann Archer'],
              thru: 0,
              gross: null,
              net: null,
              handicap: 9,
              toPar: null,
              tieBreak: null,
            },
          ]
        : []),
    ],
  });

  it('shows place, players, holes played, gross, net and handicap, and updates as scores are saved', async () => {
    let saved = false;
    // Ann's card, once saved, wins hole 3's two skins and its closest to the pin: both follow the leaderboard.
    const skins = () => ({
      skins: saved ? [{ hole: 3, participantId: 11, teamId: 1, value: 2, flight: null }] : [],
      sideGames: [
        {
          game: 'closest_to_pin',
          hole: 3,
          flight: null,
          entries: saved ? [{ participantId: 11, teamId: 1, distance: 50 }] : [],
          winners: saved ? [{ participantId: 11, teamId: 1, players: ['Ann Archer'] }] : [],
          distance: saved ? '4 ft 2 in' : null,
        },
      ],
    });
    stubFetch(({ path }) =>
      path === '/api/leagues/3/leaderboard'
        ? json(200, board(saved ? 40 : null))
        : path === '/api/leagues/3/rounds/6/skins'
          ? json(200, skins())
          : json(404, {}),
    );
    renderRoute([{ path: '/leagues/:leagueId/leaderboard', element: <LeaderboardPage /> }], {
      url: '/leagues/3/leaderboard',
      user: member,
    });
    const table = await screen.findByRole('table');
    const text = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent);
    expect(text()).toEqual(['1Bob BakerEF443616.2', '—Ann Archer———9.0']);
    expect(screen.getByText(/Ranked by net\. Updates every 10 seconds; last updated 7:30 PM/)).toBeTruthy();

    saved = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(await within(table).findByText('Ann Archer')).toBeTruthy();
    await vi.waitFor(() => expect(text()).toEqual(['1Ann Archer−1F40359.0', '2Bob BakerEF443616.2']));
    const skinsList = await screen.findByRole('region', { name: 'Skins' });
    expect(within(skinsList).getByRole('listitem').textContent).toBe('Hole 3Ann Archer · 2 skins');
    expect(await screen.findByText('Ann Archer · 4 ft 2 in')).toBeTruthy();
  });

  it('marks a place shared by equal scores countback could not split as T1, and says a countback split', async () => {
    const row = (teamId: number, name: string, rank: number, net: number, tieBreak: string) => ({
      rank,
      teamId,
      players: [name],
      thru: 9,
      gross: net + 5,
      net,
      handicap: 9,
      toPar: net - 36,
      tieBreak,
    });
    const tied: Leaderboard = {
      ...board(null),
      rows: [
        row(1, 'Ann Archer', 1, 35, 'Tied on net; rank shared'),
        row(2, 'Bob Baker', 1, 35, 'Tied on net; rank shared'),
        row(3, 'Cy Cole', 3, 36, 'Tied on net; ahead on countback (last 6)'),
        row(4, 'Dee Dunn', 4, 36, 'Tied on net; behind on countback (last 6)'),
      ],
    };
    stubFetch(({ path }) => (path === '/api/leagues/3/leaderboard' ? json(200, tied) : json(404, {})));
    renderRoute([{ path: '/leagues/:leagueId/leaderboard', element: <LeaderboardPage /> }], {
      url: '/leagues/3/leaderboard',
      user: member,
    });
    const table = await screen.findByRole('table', { name: /T means a shared place/ });
    const places = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.firstChild?.textContent);
    expect(places).toEqual(['T1', 'T1', '3', '4']);
    // Under each name, how its tie was settled: the standings' words.
    expect(within(table).getByRole('rowheader', { name: /Cy Cole/ }).textContent).toContain(
      'Tied on net; ahead on countback (last 6)',
    );
    expect(within(table).getByRole('rowheader', { name: /Dee Dunn/ }).textContent).toContain(
      'Tied on net; behind on countback (last 6)',
    );
  });

  it('shows each match-play row its match as it stands, placed by the matches, moving as holes are posted', async () => {
    let thru = 5;
    const match = (opponent: string, holesUp: number): Leaderboard['rows'][number]['match'] => ({
      opponent: [opponent],
      state: thru === 5 ? 'All square thru 5' : 'Pat Walker won 3 & 2',
      holesUp: thru === 5 ? 0 : holesUp,
      thru,
      finished: thru !== 5,
    });
    const row = (teamId: number, name: string, opponent: string, holesUp: number) => ({
      // Placed as core's placeByMatch places them: all square shares the place; then the winner first.
      rank: thru === 5 ? 1 : teamId,
      teamId,
      players: [name],
      thru,
      gross: 20 + teamId,
      net: 20 + teamId,
      handicap: null,
      toPar: teamId,
      tieBreak: null,
      match: match(opponent, holesUp),
    });
    const matchBoard = (): Leaderboard => ({
      ...board(null),
      rankBy: 'gross',
      placedBy: 'match',
      rows: [row(1, 'Pat Walker', 'Sam Lee', 3), row(2, 'Sam Lee', 'Pat Walker', -3)],
    });
    stubFetch(({ path }) => (path === '/api/leagues/3/leaderboard' ? json(200, matchBoard()) : json(404, {})));
    renderRoute([{ path: '/leagues/:leagueId/leaderboard', element: <LeaderboardPage /> }], {
      url: '/leagues/3/leaderboard',
      user: member,
    });
    const table = await screen.findByRole('table', { name: /Under each name, the match as it stands/ });
    // Placed by the matches, not by the strokes, and said so.
    expect(table.querySelector('caption')?.textContent).toMatch(
      /^Leaderboard, placed by the matches: won first, then up \(more holes up, then fewer holes left\), all square or halved, down, lost; strokes are shown but do not place\./,
    );
    expect(
      screen.getByText(/^Placed by the matches: won first, .*, lost\. Strokes are shown but do not place\./),
    ).toBeTruthy();
    const places = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.firstChild?.textContent);
    expect(places()).toEqual(['T1', 'T1']);
    const sam = () => within(table).getByRole('rowheader', { name: /^Sam Lee/ });
    expect(sam().textContent).toContain('vs Pat Walker: All square thru 5');
    // The name a screen reader gives the row is the sentence shown.
    expect(within(table).getByRole('rowheader', { name: /^Pat Walker.*vs Sam Lee: All square thru 5$/ })).toBeTruthy();

    thru = 7;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await vi.waitFor(() => expect(sam().textContent).toContain('vs Pat Walker: Pat Walker won 3 & 2'));
    expect(places()).toEqual(['1', '2']);
  });

  it('tells a member who does not play in the league that it is not theirs to read', async () => {
    stubFetch(() => json(403, { code: 'NOT_OWNER', message: 'You are not playing in this league.' }));
    renderRoute([{ path: '/leagues/:leagueId/leaderboard', element: <LeaderboardPage /> }], {
      url: '/leagues/3/leaderboard',
      user: member,
    });
    expect((await screen.findByRole('alert')).textContent).toContain('You are not playing in this league.');
  });
});

describe("a member's league page", () => {
  /** The member's own league page, their entry in `of`. */
  const renderMemberPage = (of = league) => {
    const entry = {
      league: of,
      participantId: 11,
      teamId: 1,
      isTeamLead: true,
      teamParticipantIds: [11],
      partnerNames: [],
      nights: ['2026-11-19'],
      partnerInvitation: null,
    };
    renderRoute([{ path: '/leagues/:leagueId/signup', element: <MemberLeagueNight entry={entry} /> }], {
      url: '/leagues/3/signup',
      user: member,
    });
  };

  it('leads to the leaderboard and turns the results e-mail off and on again', async () => {
    let on = true;
    const { calls } = stubFetch(({ method, path, body }) => {
      if (path !== '/api/leagues/3/results-mail') return json(404, {});
      if (method === 'PUT') on = (body as { resultsMail: boolean }).resultsMail;
      return json(200, { resultsMail: on });
    });
    renderMemberPage();
    expect(screen.getByRole('link', { name: 'Open the Leaderboard' }).getAttribute('href')).toBe(
      '/leagues/3/leaderboard',
    );
    const toggle = screen.getByRole('switch', { name: "E-mail me each round's results" });
    await vi.waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    await userEvent.click(toggle);
    await vi.waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ resultsMail: false }]);
    expect(await screen.findByText('You will no longer get the results of Thursday Net by e-mail.')).toBeTruthy();
    await userEvent.click(toggle);
    await vi.waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('pays tonight’s buy-in online through Checkout, and says why when it is already paid (decision 491)', async () => {
    const { calls } = stubFetch(({ path }) => {
      if (path === '/api/leagues/3/results-mail') return json(200, { resultsMail: true });
      if (path === '/api/leagues/3/rounds')
        return json(200, [
          sampleRound({ roundDate: '2026-11-12' }),
          sampleRound({ id: 6, roundNumber: 2, roundDate: '2026-11-19' }),
        ]);
      if (path === '/api/leagues/3/buy-in/checkout') {
        return json(409, { code: 'PAYMENT_OVER_DUE', message: 'This buy-in is already paid.' });
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    renderMemberPage({ ...league, buyInCents: 1001, buyInPer: 'night' });
    expect(await screen.findByText('Pay the $10.01 buy-in for round 2 online, or at the front desk.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay buy-in online' }));
    expect(await screen.findByText('This buy-in is already paid.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/leagues/3/buy-in/checkout')!.body).toEqual({ roundId: 6 });
  });
});

describe('a match-play league night as it is played (decision 294)', () => {
  const matchBoard = (state: string): Leaderboard => ({
    leagueId: 3,
    leagueName: 'Thursday Match',
    rankBy: 'gross',
    round: { id: 6, roundNumber: 2, roundDate: '2026-11-19', name: null },
    holeCount: 9,
    rows: [1, 2].map((teamId) => ({
      rank: null,
      teamId,
      players: [teamId === 1 ? 'Ann Archer' : 'Bob Baker'],
      thru: 3,
      gross: null,
      net: null,
      handicap: null,
      toPar: null,
      tieBreak: null,
      match: {
        opponent: [teamId === 1 ? 'Bob Baker' : 'Ann Archer'],
        state,
        holesUp: teamId === 1 ? 1 : -1,
        thru: 3,
        finished: false,
      },
    })),
  });
  const entry = {
    league: { ...league, scoringType: 'match_play' as const },
    participantId: 12,
    teamId: 2,
    isTeamLead: true,
    teamParticipantIds: [12],
    partnerNames: [],
    nights: ['2026-11-19'],
    partnerInvitation: null,
  };

  it('tells a player their match tonight on their league page, as it moves', async () => {
    let state = 'Ann Archer 1 UP thru 3';
    stubFetch(({ path }) => (path === '/api/leagues/3/leaderboard' ? json(200, matchBoard(state)) : json(404, {})));
    renderRoute([{ path: '/leagues/:leagueId/signup', element: <MyMatchTonight entry={entry} /> }], {
      url: '/leagues/3/signup',
      user: member,
    });
    const section = await screen.findByRole('region', { name: 'Your Match Tonight' });
    expect(section.textContent).toContain('vs Ann Archer: Ann Archer 1 UP thru 3');
    state = 'All square thru 4';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await vi.waitFor(() => expect(section.textContent).toContain('vs Ann Archer: All square thru 4'));
  });

  it("lists each match once on the organiser's score sheet, for the round being played only", async () => {
    stubFetch(({ path }) =>
      path === '/api/leagues/3/leaderboard' ? json(200, matchBoard('Ann Archer 1 UP thru 3')) : json(404, {}),
    );
    const { unmount } = renderRoute(
      [
        {
          path: '/admin/leagues/:leagueId/rounds/:roundId/scores',
          element: <MatchesBeingPlayed leagueId={3} roundId={6} />,
        },
      ],
      { url: '/admin/leagues/3/rounds/6/scores', user: admin },
    );
    const list = await screen.findByRole('list', { name: 'Matches as they stand' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ann Archer vs Bob Baker: Ann Archer 1 UP thru 3']);
    unmount();
    renderRoute(
      [
        {
          path: '/admin/leagues/:leagueId/rounds/:roundId/scores',
          element: <MatchesBeingPlayed leagueId={3} roundId={5} />,
        },
      ],
      { url: '/admin/leagues/3/rounds/5/scores', user: admin },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.queryByRole('list', { name: 'Matches as they stand' })).toBeNull();
  });
});
