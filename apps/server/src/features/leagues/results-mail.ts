// The results e-mail of a completed round (docs/decisions/213-league-night-printouts-results-and-leaderboard.md).
// After every save of scores or absences, in the save's transaction and the league's lock: once the round is complete
// (every team of the league has a score, result or bye in it or is marked did not play: core's read model, decision
// 270), each of its players who has not turned the e-mail off gets one, claimed
// first under the unique key (round, member) of league_result_mails and queued through the mail outbox in the same
// transaction, so a save that rolls back sends nothing and no save sends a member's e-mail twice. The round that
// completes the season sends its players the final standings too (decision 480).
import { playsRound, type League, type LeagueParticipant, type RoundResults } from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { LeagueContext } from './league-context';
import { composeRoundResultsMail, composeSeasonResultsMail } from './league-mail';
import type { ReadModels } from './night';
import type { StoredRound } from './rounds-repository';
import type { LeagueTables } from './store';

export function createResultsMail(ctx: LeagueContext, night: ReadModels) {
  const { deps, timestamp } = ctx;

  return {
    /** Told after each save of a round's scores, inside the save's transaction. */
    async roundSaved(tables: LeagueTables, unitOfWork: UnitOfWork, league: League, round: StoredRound) {
      const { model, participants } = await night.readModelOf(league, tables, undefined, unitOfWork);
      if (!model.completion(round).complete) return;
      const off = await tables.participants.resultsMailOff(league.id);
      const recipients: LeagueParticipant[] = [];
      for (const p of participants) {
        // A player who joined after the round or withdrew before it was not in it.
        if (off.has(p.userId) || !p.email || !playsRound(p, round.roundNumber)) continue;
        if (await tables.resultMails.claim(league.id, round.id, p.userId, timestamp())) recipients.push(p);
      }
      if (recipients.length === 0) return;

      // What the e-mail says (the player's round, handicap, the winners, skins, standings): core's read model.
      const contentFor = model.resultsMail(round);
      const mails = recipients.map((player) => {
        const results: RoundResults = {
          league,
          round,
          player: { userId: player.userId, name: player.name, email: player.email! },
          ...contentFor(player.teamId),
        };
        return {
          mail: composeRoundResultsMail(results, deps.mail),
          about: `league ${league.id} round ${round.id} results (user ${player.userId})`,
        };
      });
      // The round that completes the season: its players also get the champion and the final standings, once (the
      // round's claims go once, and a season is completed by one round: decision 480).
      if (model.seasonComplete()) {
        const season = model.seasonResults();
        for (const player of recipients) {
          mails.push({
            mail: composeSeasonResultsMail(
              { league, player: { userId: player.userId, name: player.name, email: player.email! }, ...season },
              deps.mail,
            ),
            about: `league ${league.id} final standings (user ${player.userId})`,
          });
        }
      }
      await deps.outbox.add(mails, unitOfWork);
    },
  };
}
