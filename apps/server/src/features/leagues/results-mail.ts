// The results e-mail of a completed round (docs/decisions/213-league-night-printouts-results-and-leaderboard.md).
// After every save of scores, in the save's transaction and the league's lock: once every team of the league has a
// score (or result, or bye) in the round, each of its players who has not turned the e-mail off gets one, claimed
// first under the unique key (round, member) of league_result_mails and queued through the mail outbox in the same
// transaction, so a save that rolls back sends nothing and no save sends a member's e-mail twice.
import {
  handicapText,
  leaderboardRows,
  scoredTeamsIn,
  strokeMarkText,
  teamsOf,
  type League,
  type LeagueParticipant,
  type StandingsResponse,
  type StandingsRow,
  type TeamHandicapState,
} from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { LeagueContext } from './league-context';
import { composeRoundResultsMail, type RoundResults } from './league-mail';
import { roundSkins, teamPlayers, type createLeagueNight } from './night';
import type { StoredRound } from './rounds-repository';
import type { LeagueTables } from './store';

type Night = Pick<ReturnType<typeof createLeagueNight>, 'handicapsOf'>;
type Standings = (league: League, tables: LeagueTables) => Promise<StandingsResponse>;

/** How many standings rows every e-mail shows before the player's own. */
const STANDINGS_TOP = 3;
const RESULT_WORDS = { win: 'Win', loss: 'Loss', halve: 'Halved' } as const;

function standingsLine(row: StandingsRow, scoringType: League['scoringType']): string {
  const figure =
    scoringType === 'match_play'
      ? row.points !== null
        ? `, ${row.points} points`
        : ''
      : row.averageStrokes !== null
        ? `, average ${row.averageStrokes}`
        : '';
  return `${row.rank ?? '—'}. ${row.players.join(' & ')}${figure}`;
}

export function createResultsMail(ctx: LeagueContext, night: Night, standings: Standings) {
  const { deps, timestamp } = ctx;

  return {
    /** Told after each save of a round's scores, inside the save's transaction. */
    async roundSaved(tables: LeagueTables, unitOfWork: UnitOfWork, league: League, round: StoredRound) {
      const participants = await tables.participants.listByLeague(league.id);
      const teams = teamsOf(participants);
      const pairings = await tables.pairings.listByLeague(league.id, round.id);
      const scores = await tables.scores.listByLeague(league.id, round.id);
      if (teams.length === 0 || scoredTeamsIn(league.scoringType, participants, pairings, scores) < teams.length) {
        return;
      }
      const off = await tables.participants.resultsMailOff(league.id);
      const recipients: LeagueParticipant[] = [];
      for (const p of participants) {
        if (off.has(p.userId) || !p.email) continue;
        if (await tables.resultMails.claim(league.id, round.id, p.userId, timestamp())) recipients.push(p);
      }
      if (recipients.length === 0) return;

      const { states, courseOf } = await night.handicapsOf(league, tables);
      const table = await standings(league, tables);
      const handicaps = league.handicapMode !== 'off';
      const netRanking = handicaps && league.rankBy === 'net';
      const course = round.courseId === null ? null : (courseOf.get(round.courseId) ?? null);
      const names = (teamId: number) => teamPlayers(participants, teamId).join(' & ');
      const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));

      let winners: string[];
      if (league.scoringType === 'match_play') {
        winners = scores
          .filter((s) => s.result === 'win')
          .map((s) => {
            const loser = s.opponentParticipantId === null ? null : teamOf.get(s.opponentParticipantId);
            const winner = names(teamOf.get(s.participantId)!);
            return loser === undefined || loser === null ? winner : `${winner} beat ${names(loser)}`;
          });
      } else {
        const rows = leaderboardRows({
          rankBy: netRanking ? 'net' : 'gross',
          course,
          cards: teams.map(({ teamId }) => {
            const card = states.get(teamId)?.rounds.get(round.id);
            return {
              teamId,
              players: teamPlayers(participants, teamId),
              handicap: null,
              gross: card?.gross ?? null,
              holes: card?.holes ?? null,
              strokesGiven: handicaps ? (card?.strokesGiven ?? 0) : 0,
            };
          }),
        });
        winners = rows
          .filter((r) => r.rank === 1)
          .map((r) => `${r.players.join(' & ')} (${netRanking ? `net ${r.net}` : `gross ${r.gross}`})`);
      }
      const skins =
        league.skinsMode === 'off' || !course
          ? null
          : roundSkins(league, round, states, courseOf).map(
              (s) => `Hole ${s.hole}: ${names(s.teamId)} (${s.value} ${s.value === 1 ? 'skin' : 'skins'})`,
            );

      const scoreText = (state: TeamHandicapState | undefined, teamId: number): string => {
        if (league.scoringType === 'match_play') {
          const own = scores.find((s) => teamOf.get(s.participantId) === teamId && s.result !== null);
          if (!own?.result) return 'Bye';
          const opponent = own.opponentParticipantId === null ? null : teamOf.get(own.opponentParticipantId);
          return `${RESULT_WORDS[own.result]}${opponent !== null && opponent !== undefined ? ` vs ${names(opponent)}` : ''}`;
        }
        const card = state?.rounds.get(round.id);
        if (!card) return 'No score this round';
        return handicaps
          ? `Gross ${card.gross}, net ${card.net} (${strokeMarkText(card.strokesGiven)})`
          : `Gross ${card.gross}`;
      };
      const handicapChange = (state: TeamHandicapState | undefined): string | null => {
        if (!handicaps || league.scoringType === 'match_play') return null;
        const card = state?.rounds.get(round.id);
        if (!card) return `${handicapText(state?.current.handicap ?? null)} (no change)`;
        return `${handicapText(card.before.handicap)} → ${handicapText(card.after.handicap)}`;
      };

      const top = table.rows.slice(0, STANDINGS_TOP);
      const mails = recipients.map((player) => {
        const state = states.get(player.teamId);
        const own = table.rows.find((r) => r.teamId === player.teamId);
        const standingsLines = [
          ...top.map((r) => standingsLine(r, league.scoringType)),
          ...(own && !top.includes(own) ? [standingsLine(own, league.scoringType)] : []),
        ];
        const results: RoundResults = {
          league,
          round,
          player: { name: player.name, email: player.email! },
          score: scoreText(state, player.teamId),
          handicap: handicapChange(state),
          winners,
          skins,
          standings: standingsLines,
        };
        return {
          mail: composeRoundResultsMail(results, deps.mail),
          about: `league ${league.id} round ${round.id} results (user ${player.userId})`,
        };
      });
      await deps.outbox.add(mails, unitOfWork);
    },
  };
}
