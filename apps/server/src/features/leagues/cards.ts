// Cards the players post from their phones (docs/decisions/273-player-posted-cards.md): a player of a round keeps
// their card hole by hole as they play (partial cards: "thru 7"), the leaderboard shows it as it moves, and the
// organiser sees who has posted on the round's sheet, where saving the card approves it: the player can no longer
// change it (409 CARD_APPROVED). Whether a card can be kept, and what it shows, is core's (rules/league-cards.ts).
// The player's side-game distances (decision 279) go with the card, checked as the organiser's and locked with it.
import {
  cardThru,
  facilityToday,
  playerSideGameEntries,
  playersOfRound,
  playsRound,
  POSTED_CARD_MESSAGES,
  postedCardProblem,
  sideGameEntriesProblems,
  type League,
  type LeagueParticipant,
  type MyCardInput,
  type PostedCard,
  type PostedCardRow,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { playedCourseOf } from './courses';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import type { StoredRound } from './rounds-repository';
import type { LeagueTables } from './store';

const NOT_IN_ROUND = 'You are not playing in this round.';

/** The signed-in player's row in the round: 403 NOT_OWNER for anyone who is not playing it. */
async function requirePlayer(tables: LeagueTables, user: User, leagueId: number, round: StoredRound) {
  const participants = await tables.participants.listByLeague(leagueId);
  const player = participants.find((p) => p.userId === user.id);
  if (!player) throw new AppError('NOT_OWNER', LEAGUE_SERVICE_MESSAGES.notParticipant);
  if (!playsRound(player, round.roundNumber)) throw new AppError('NOT_OWNER', NOT_IN_ROUND);
  return { player, participants };
}

/**
 * The round's cards saved on its sheet, by team: the organiser approved them. `teamOf` answers a player's team, and
 * `saved` a team's saved score.
 */
async function savedCards(tables: LeagueTables, leagueId: number, roundId: number, participants: LeagueParticipant[]) {
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const scores = await tables.scores.listByLeague(leagueId, roundId);
  const scoredTeams = new Set(scores.map((s) => teamOf.get(s.participantId)));
  return {
    /** The participant ids whose team has the round's card saved. */
    approved: new Set(participants.filter((p) => scoredTeams.has(p.teamId)).map((p) => p.id)),
    /** The round's card saved for the player's team, or undefined. */
    of: (player: LeagueParticipant) => scores.find((s) => teamOf.get(s.participantId) === player.teamId),
  };
}

/** The player's side-game distances in the round, as their card answers them. */
async function sideGamesOf(tables: LeagueTables, leagueId: number, roundId: number, participantId: number) {
  const rows = await tables.sideGames.listByLeague(leagueId, roundId);
  return rows
    .filter((r) => r.participantId === participantId)
    .map(({ game, hole, distance }) => ({ game, hole, distance }));
}

/**
 * The side-game distances a player posts with their card (docs/decisions/279-league-side-games.md), checked as the
 * organiser's are (core's sideGameEntriesProblems: the league's holes of the round's course, a par 3 for closest
 * to the pin), 400 on `sideGames.N.field` before anything is kept.
 */
function checkedSideGames(
  league: League,
  course: NonNullable<Awaited<ReturnType<typeof playedCourseOf>>> | null,
  round: StoredRound,
  player: LeagueParticipant,
  participants: LeagueParticipant[],
  input: MyCardInput,
) {
  const entries = playerSideGameEntries(player.id, input.sideGames ?? []);
  const players = new Set(playersOfRound(participants, round.roundNumber).map((p) => p.id));
  // A distance to the pin agrees with the card's score on the hole (decision 484).
  const holeScore = (_: number, i: number) => input.holes[i] ?? null;
  const fields = sideGameEntriesProblems(entries, { chosen: league, course, holeScore }, players, 'sideGames');
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first[0], fields);
  return entries;
}

/** A player's card as the answers show it (every hole empty before they post). */
function postedCard(
  player: LeagueParticipant,
  roundId: number,
  card: { holes: PostedCardRow['holes']; postedAt: string | null } | undefined,
  holeCount: number,
  approved: boolean,
): PostedCard {
  const holes = card ? [...card.holes] : Array<number | null>(holeCount).fill(null);
  return {
    roundId,
    participantId: player.id,
    name: player.name,
    holes,
    thru: cardThru(holes),
    approved,
    postedAt: card?.postedAt ?? null,
  };
}

export function createLeagueCards(ctx: LeagueContext) {
  const { store, now, timestamp, requireLeague, requireRound } = ctx;

  return {
    /** GET …/rounds/{roundId}/my-card: the player's card as they posted it (every hole empty before they post). */
    async myCard(user: User, leagueId: number, roundId: number): Promise<PostedCard> {
      await requireLeague(leagueId);
      const round = await requireRound(leagueId, roundId);
      const { player, participants } = await requirePlayer(store, user, leagueId, round);
      // The course as the round plays it (the chosen nine of an 18-hole course: decision 289).
      const course = await playedCourseOf(store, round);
      const card = (await store.postedCards.listByLeague(leagueId, roundId)).find((c) => c.participantId === player.id);
      const saved = (await savedCards(store, leagueId, roundId, participants)).of(player);
      const holeCount = course?.holes.length ?? 0;
      // Once approved, the card as the sheet saved it (the organiser's corrections, or a card entered for a player who
      // posted nothing), as the leaderboard and the standings count it; a card saved as a total keeps the posted holes.
      const official =
        saved?.holes?.length === holeCount ? { holes: saved.holes, postedAt: card?.postedAt ?? null } : card;
      const sideGames = await sideGamesOf(store, leagueId, roundId, player.id);
      return { ...postedCard(player, roundId, official, holeCount, saved !== undefined), sideGames };
    },

    /**
     * PUT …/rounds/{roundId}/my-card: the player's card as it now stands (in the league's lock, so an approval on the
     * sheet and a post never cross). 400 for a card of the wrong length or a round without a course, 409
     * ROUND_NOT_PLAYED before the round's night, 409 CARD_APPROVED once the organiser saved the card, 409
     * CARD_DID_NOT_PLAY while the organiser has the player marked did not play.
     */
    async postMyCard(user: User, leagueId: number, roundId: number, input: MyCardInput): Promise<PostedCard> {
      return store.locked(leagueId, async (tables) => {
        const league = await requireLeague(leagueId, tables);
        const round = await requireRound(leagueId, roundId, tables);
        const { player, participants } = await requirePlayer(tables, user, leagueId, round);
        const course = (await playedCourseOf(tables, round)) ?? null;
        const problem = postedCardProblem(input.holes, course?.holes ?? null);
        if (problem) throw new AppError('VALIDATION_FAILED', problem, { holes: [problem] });
        const sideGames = checkedSideGames(league, course, round, player, participants, input);
        if (round.roundDate > facilityToday(now())) {
          throw new AppError('ROUND_NOT_PLAYED', POSTED_CARD_MESSAGES.notPlayed);
        }
        if ((await savedCards(tables, leagueId, roundId, participants)).approved.has(player.id)) {
          throw new AppError('CARD_APPROVED', POSTED_CARD_MESSAGES.approved);
        }
        // Marked did not play: the week counts as the league's absence rule says, never as a card of their own, until
        // the organiser clears the mark (read in the league's lock, as the mark is written).
        if ((await tables.absences.listByLeague(leagueId, roundId)).some((a) => a.participantId === player.id)) {
          throw new AppError('CARD_DID_NOT_PLAY', POSTED_CARD_MESSAGES.didNotPlay);
        }
        const postedAt = timestamp();
        // The card and its side games in the one transaction of the league's lock: both kept, or neither.
        await tables.postedCards.save(leagueId, roundId, player.id, input.holes, postedAt);
        await tables.sideGames.setEntries(leagueId, roundId, sideGames, postedAt);
        const card = { roundId, participantId: player.id, holes: input.holes, postedAt };
        return {
          ...postedCard(player, roundId, card, 0, false),
          sideGames: await sideGamesOf(tables, leagueId, roundId, player.id),
        };
      });
    },

    /** GET …/rounds/{roundId}/posted-cards: who has posted, how far, and whether it is approved (the organiser's sheet). */
    async postedCards(leagueId: number, roundId: number): Promise<PostedCard[]> {
      await requireLeague(leagueId);
      await requireRound(leagueId, roundId);
      const participants = await store.participants.listByLeague(leagueId);
      const byId = new Map(participants.map((p) => [p.id, p]));
      const { approved } = await savedCards(store, leagueId, roundId, participants);
      return (await store.postedCards.listByLeague(leagueId, roundId)).flatMap((card) => {
        const player = byId.get(card.participantId);
        return player ? [postedCard(player, roundId, card, 0, approved.has(player.id))] : [];
      });
    },
  };
}
