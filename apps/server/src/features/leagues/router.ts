// Every league route (docs/requirements.md#member-calls, #admin-calls; contract entries API.leagues.* and API.leagueList.*): members
// list, read and join leagues and read the play of leagues they are in; a league's organisers run its night
// (league:night, docs/decisions/272-league-organisers.md); league managers (policy capability admin:leagues) do the rest. Thin: the contract guards and parses, the service decides.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { LeaguesService } from './service';

export function createLeaguesRouter(leagues: LeaguesService): Router {
  const router = Router();
  const L = API.leagues;
  handle(router, API.leagueList.list, ({ user }) => leagues.list(user));
  handle(router, L.mine, ({ user }) => leagues.mine(user));
  handle(router, L.get, ({ user, params }) => leagues.get(user, params.id));
  handle(router, L.create, ({ user, body }) => leagues.create(user, body));
  handle(router, L.update, ({ user, params, body }) => leagues.update(user, params.id, body));
  handle(router, L.remove, ({ user, params }) => leagues.remove(user, params.id));
  handle(router, L.createSchedule, ({ user, params, body }) => leagues.createSchedule(user, params.id, body));
  handle(router, L.join, ({ user, params, body }) => leagues.join(user, params.id, body));
  handle(router, L.leave, ({ user, params }) => leagues.leave(user, params.id));
  handle(router, L.invitations, ({ user }) => leagues.invitations(user));
  handle(router, L.acceptInvitation, ({ user, params }) => leagues.acceptInvitation(user, params.id));
  handle(router, L.declineInvitation, ({ user, params }) => leagues.declineInvitation(user, params.id));
  handle(router, L.participants, ({ user, params }) => leagues.participants(user, params.id));
  handle(router, L.addablePlayers, ({ params, query }) => leagues.addablePlayers(params.id, query.q));
  handle(router, L.addParticipant, ({ user, params, body }) => leagues.addParticipant(user, params.id, body));
  handle(router, L.removeParticipant, ({ user, params }) =>
    leagues.removeParticipant(user, params.id, params.participantId),
  );
  handle(router, L.withdrawParticipant, ({ user, params }) =>
    leagues.withdrawParticipant(user, params.id, params.participantId),
  );
  handle(router, L.rounds, ({ user, params }) => leagues.rounds(user, params.id));
  handle(router, L.createRound, ({ user, params, body }) => leagues.createRound(user, params.id, body));
  handle(router, L.updateRound, ({ user, params, body }) => leagues.updateRound(user, params.id, params.roundId, body));
  handle(router, L.deleteRound, ({ user, params }) => leagues.deleteRound(user, params.id, params.roundId));
  handle(router, L.scores, ({ user, params }) => leagues.scores(user, params.id));
  handle(router, L.roundScores, ({ user, params }) => leagues.scores(user, params.id, params.roundId));
  handle(router, L.saveRoundScores, ({ user, params, body }) =>
    leagues.saveRoundScores(user, params.id, params.roundId, body),
  );
  handle(router, L.createScore, ({ user, params, body }) => leagues.createScore(user, params.id, body));
  handle(router, L.updateScore, ({ user, params, body }) => leagues.updateScore(user, params.id, params.scoreId, body));
  handle(router, L.deleteScore, ({ user, params }) => leagues.deleteScore(user, params.id, params.scoreId));
  handle(router, L.setAbsence, ({ user, params, body }) =>
    leagues.setAbsence(user, params.id, params.roundId, params.participantId, body),
  );
  handle(router, L.standings, ({ user, params }) => leagues.standings(user, params.id));
  handle(router, L.matchups, ({ user, params }) => leagues.matchups(user, params.id, params.roundId));
  handle(router, L.savePairings, ({ user, params, body }) =>
    leagues.savePairings(user, params.id, params.roundId, body),
  );
  handle(router, L.myCard, ({ user, params }) => leagues.myCard(user, params.id, params.roundId));
  handle(router, L.postMyCard, ({ user, params, body }) => leagues.postMyCard(user, params.id, params.roundId, body));
  handle(router, L.postedCards, ({ params }) => leagues.postedCards(params.id, params.roundId));
  handle(router, L.organisers, ({ params }) => leagues.organisers(params.id));
  handle(router, L.grantOrganiser, ({ user, params }) => leagues.grantOrganiser(user, params.id, params.userId));
  handle(router, L.revokeOrganiser, ({ user, params }) => leagues.revokeOrganiser(user, params.id, params.userId));
  handle(router, API.leagueList.organised, ({ user }) => leagues.organised(user));
  const N = API.leagueNight;
  handle(router, N.update, ({ user, params, body }) => leagues.updateNight(user, params.id, body));
  handle(router, N.handicaps, ({ user, params }) => leagues.handicaps(user, params.id));
  handle(router, N.setHandicap, ({ user, params, body }) =>
    leagues.setHandicap(user, params.id, params.participantId, body),
  );
  handle(router, N.saveStartingHandicaps, ({ user, params, body }) =>
    leagues.saveStartingHandicaps(user, params.id, body),
  );
  handle(router, N.skins, ({ user, params }) => leagues.skins(user, params.id, params.roundId));
  handle(router, N.saveSideGames, ({ user, params, body }) =>
    leagues.saveSideGames(user, params.id, params.roundId, body),
  );
  handle(router, N.flights, ({ user, params }) => leagues.flights(user, params.id));
  handle(router, N.saveFlights, ({ user, params, body }) => leagues.saveFlights(user, params.id, body));
  handle(router, N.sides, ({ user, params }) => leagues.sides(user, params.id));
  handle(router, N.saveSides, ({ user, params, body }) => leagues.saveSides(user, params.id, body));
  const R = API.leagueResults;
  handle(router, R.nightSheet, ({ user, params }) => leagues.nightSheet(user, params.id, params.roundId));
  handle(router, R.leaderboard, ({ user, params }) => leagues.leaderboard(user, params.id));
  handle(router, R.resultsMail, ({ user, params }) => leagues.resultsMail(user, params.id));
  handle(router, R.setResultsMail, ({ user, params, body }) => leagues.setResultsMail(user, params.id, body));
  const M = API.leagueMoney;
  handle(router, M.roundMoney, ({ user, params }) => leagues.roundMoney(user, params.id, params.roundId));
  handle(router, M.payOut, ({ user, params, body }) => leagues.payOut(user, params.id, params.roundId, body));
  handle(router, M.deskBuyIns, ({ query }) => leagues.deskBuyIns(query.date));
  handle(router, M.buyInCheckout, ({ user, params, body }) => leagues.checkoutBuyIn(user, params.id, body));
  const C = API.courses;
  handle(router, C.list, async () => ({ courses: await leagues.listCourses() }));
  handle(router, C.create, ({ user, body }) => leagues.createCourse(user, body));
  handle(router, C.update, ({ user, params, body }) => leagues.updateCourse(user, params.id, body));
  handle(router, C.remove, ({ user, params }) => leagues.deleteCourse(user, params.id));
  return router;
}
