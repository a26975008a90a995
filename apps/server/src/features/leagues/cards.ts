// Cards the players post from their phones (docs/decisions/273-player-posted-cards.md): a player of a round keeps
// their card hole by hole as they play (partial cards: "thru 7"), the leaderboard shows it as it moves, and the
// organiser sees who has posted on the round's sheet, where saving the card approves it: the player can no longer
// change it (409 CARD_APPROVED). Whether a card can be kept, and what it shows, is core's (rules/league-cards.ts).
import {
  cardThru,
  facilityToday,
  playsRound,
  POSTED_CARD_MESSAGES,
  postedCardProblem,
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

export function createLeagueCards(ctx: LeagueContext) {
  const { store, now, timestamp, requireLeague, requireRound } = ctx;

  /** The signed-in player's row in the round: 403 NOT_OWNER for anyone who is not playing it. */
  async function requirePlayer(tables: LeagueTables, user: User, leagueId: number, round: StoredRound) {
    const participants = await tables.participants.listByLeague(leagueId);
    const player = participants.find((p) => p.userId === user.id);
    if (!player) throw new AppError('NOT_OWNER', LEAGUE_SERVICE_MESSAGES.notParticipant);
    if (!playsRound(player, round.roundNumber)) throw new AppError('NOT_OWNER', NOT_IN_ROUND);
    return { player, participants };
  }

  /** The participant ids whose team has the round's card saved: the organiser approved it. */
  async function approvedIn(
    tables: LeagueTables,
    leagueId: number,
    roundId: number,
    participants: LeagueParticipant[],
  ) {
    const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
    const scoredTeams = new Set(
      (await tables.scores.listByLeague(leagueId, roundId)).map((s) => teamOf.get(s.participantId)),
    );
    return new Set(participants.filter((p) => scoredTeams.has(p.teamId)).map((p) => p.id));
  }

  /** The holes the round plays (the chosen nine of an 18-hole course: decision 289), or null without a course. */
  async function holesOf(tables: LeagueTables, round: StoredRound) {
    return (await playedCourseOf(tables, round))?.holes ?? null;
  }

  const answer = (
    player: LeagueParticipant,
    roundId: number,
    card: PostedCardRow | undefined,
    holeCount: number,
    approved: boolean,
  ): PostedCard => {
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
  };

  return {
    /** GET …/rounds/{roundId}/my-card: the player's card as they posted it (every hole empty before they post). */
    async myCard(user: User, leagueId: number, roundId: number): Promise<PostedCard> {
      await requireLeague(leagueId);
      const round = await requireRound(leagueId, roundId);
      const { player, participants } = await requirePlayer(store, user, leagueId, round);
      const holes = await holesOf(store, round);
      const card = (await store.postedCards.listByLeague(leagueId, roundId)).find((c) => c.participantId === player.id);
      const approved = (await approvedIn(store, leagueId, roundId, participants)).has(player.id);
      return answer(player, roundId, card, holes?.length ?? 0, approved);
    },

    /**
     * PUT …/rounds/{roundId}/my-card: the player's card as it now stands (in the league's lock, so an approval on the
     * sheet and a post never cross). 400 for a card of the wrong length or a round without a course, 409
     * ROUND_NOT_PLAYED before the round's night, 409 CARD_APPROVED once the organiser saved the card.
     */
    async postMyCard(user: User, leagueId: number, roundId: number, input: MyCardInput): Promise<PostedCard> {
      return store.locked(leagueId, async (tables) => {
        await requireLeague(leagueId, tables);
        const round = await requireRound(leagueId, roundId, tables);
        const { player, participants } = await requirePlayer(tables, user, leagueId, round);
        const holes = await holesOf(tables, round);
        const problem = postedCardProblem(input.holes, holes);
        if (problem) throw new AppError('VALIDATION_FAILED', problem, { holes: [problem] });
        if (round.roundDate > facilityToday(now())) {
          throw new AppError('ROUND_NOT_PLAYED', POSTED_CARD_MESSAGES.notPlayed);
        }
        if ((await approvedIn(tables, leagueId, roundId, participants)).has(player.id)) {
          throw new AppError('CARD_APPROVED', POSTED_CARD_MESSAGES.approved);
        }
        const postedAt = timestamp();
        await tables.postedCards.save(leagueId, roundId, player.id, input.holes, postedAt);
        return answer(player, roundId, { roundId, participantId: player.id, holes: input.holes, postedAt }, 0, false);
      });
    },

    /** GET …/rounds/{roundId}/posted-cards: who has posted, how far, and whether it is approved (the organiser's sheet). */
    async postedCards(leagueId: number, roundId: number): Promise<PostedCard[]> {
      await requireLeague(leagueId);
      await requireRound(leagueId, roundId);
      const participants = await store.participants.listByLeague(leagueId);
      const byId = new Map(participants.map((p) => [p.id, p]));
      const approved = await approvedIn(store, leagueId, roundId, participants);
      return (await store.postedCards.listByLeague(leagueId, roundId)).flatMap((card) => {
        const player = byId.get(card.participantId);
        return player ? [answer(player, roundId, card, 0, approved.has(player.id))] : [];
      });
    },
  };
}
