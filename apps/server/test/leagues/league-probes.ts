// Who may call each league route and one request shaped to succeed for an allowed caller, merged into the role
// policy test's probes (http/role-policy.integration.test.ts; docs/decisions/232-leagues-as-one-domain-module.md).
// A new league route in core's leagues/contract.ts fails to compile until it has its line here.
import type { LEAGUE_API } from '@longwood/core';
import { MISSING_ID, TOMORROW, type RouteProbes } from '../support/probes';

export const LEAGUE_PROBES: RouteProbes<typeof LEAGUE_API> = {
  'leagueList.list': { access: 'member:features', request: () => ({}) },
  'leagues.get': { access: 'league:read', request: () => ({ path: `/api/leagues/${MISSING_ID}` }) },
  // League management and play: a missing league (404) is an answer past the guard.
  'leagues.create': { access: 'admin:leagues', request: () => ({ body: {} }) },
  'leagues.update': { access: 'admin:leagues', request: () => ({ path: `/api/leagues/${MISSING_ID}`, body: {} }) },
  'leagues.remove': { access: 'admin:leagues', request: () => ({ path: `/api/leagues/${MISSING_ID}` }) },
  'leagues.createSchedule': {
    access: 'admin:leagues',
    request: () => ({ path: `/api/admin/leagues/${MISSING_ID}/schedule` }),
  },
  'leagues.join': {
    access: 'member:features',
    request: ({ self }) => ({ path: `/api/leagues/${MISSING_ID}/join`, body: { userId: self.id || 1 } }),
  },
  'leagues.leave': { access: 'member:features', request: () => ({ path: `/api/leagues/${MISSING_ID}/join` }) },
  'leagues.mine': { access: 'member:features', request: () => ({}) },
  'leagues.invitations': { access: 'member:features', request: () => ({}) },
  'leagues.acceptInvitation': {
    access: 'member:features',
    request: () => ({ path: `/api/league-invitations/${MISSING_ID}/accept` }),
  },
  'leagues.declineInvitation': {
    access: 'member:features',
    request: () => ({ path: `/api/league-invitations/${MISSING_ID}/decline` }),
  },
  'leagues.participants': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/participants` }),
  },
  'leagues.addablePlayers': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/addable-players?q=pat` }),
  },
  'leagues.addParticipant': {
    access: 'league:night',
    request: ({ target }) => ({
      path: `/api/leagues/${MISSING_ID}/participants`,
      body: { userId: target.id, teamId: 1, isTeamLead: false },
    }),
  },
  'leagues.removeParticipant': {
    access: 'admin:leagues',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/participants/1` }),
  },
  'leagues.withdrawParticipant': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/participants/1/withdraw` }),
  },
  'leagues.setAbsence': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/absences/1`, body: { didNotPlay: true } }),
  },
  'leagues.rounds': { access: 'league:read', request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds` }) },
  'leagues.createRound': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds`, body: { roundNumber: 1, roundDate: TOMORROW } }),
  },
  'leagues.updateRound': {
    access: 'admin:leagues',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1`, body: { name: 'Week 1' } }),
  },
  'leagues.deleteRound': {
    access: 'admin:leagues',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1` }),
  },
  'leagues.scores': { access: 'league:read', request: () => ({ path: `/api/leagues/${MISSING_ID}/scores` }) },
  'leagues.roundScores': {
    access: 'league:read',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/scores` }),
  },
  'leagues.saveRoundScores': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/scores`, body: { entries: [] } }),
  },
  'leagues.createScore': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/scores`, body: { roundId: 1, participantId: 1, strokes: 72 } }),
  },
  'leagues.updateScore': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/scores/1`, body: { strokes: 70 } }),
  },
  'leagues.deleteScore': { access: 'league:night', request: () => ({ path: `/api/leagues/${MISSING_ID}/scores/1` }) },
  'leagues.standings': {
    access: 'league:read',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/standings` }),
  },
  'leagues.matchups': {
    access: 'league:read',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/matchups` }),
  },
  'leagues.savePairings': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/pairings`, body: { pairings: [] } }),
  },
  'leagues.myCard': {
    access: 'league:read',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/my-card` }),
  },
  'leagues.postMyCard': {
    access: 'league:read',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/my-card`, body: { holes: [4, null] } }),
  },
  'leagues.postedCards': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/posted-cards` }),
  },
  'leagues.organisers': {
    access: 'admin:leagues',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/organisers` }),
  },
  'leagues.grantOrganiser': {
    access: 'admin:leagues',
    request: ({ target }) => ({ path: `/api/leagues/${MISSING_ID}/organisers/${target.id}` }),
  },
  'leagues.revokeOrganiser': {
    access: 'admin:leagues',
    request: ({ target }) => ({ path: `/api/leagues/${MISSING_ID}/organisers/${target.id}` }),
  },
  'leagueList.organised': { access: 'account:manage', request: () => ({}) },
  'leagueNight.update': {
    access: 'admin:leagues',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/night`, body: { rankBy: 'net' } }),
  },
  'leagueNight.handicaps': {
    access: 'league:read',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/handicaps` }),
  },
  'leagueNight.setHandicap': {
    access: 'admin:leagues',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/participants/1/handicap`, body: { startingHandicap: 12 } }),
  },
  'leagueNight.saveStartingHandicaps': {
    access: 'league:night',
    request: () => ({
      path: `/api/leagues/${MISSING_ID}/starting-handicaps`,
      body: { entries: [{ participantId: 1, startingHandicap: 12 }] },
    }),
  },
  'leagueNight.skins': {
    access: 'league:read',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/skins` }),
  },
  'leagueNight.flights': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/flights` }),
  },
  'leagueNight.saveFlights': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/flights`, body: { split: 'handicap', flights: 2 } }),
  },
  'leagueNight.sides': {
    access: 'league:read',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/sides` }),
  },
  'leagueNight.saveSides': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/sides`, body: { split: 'handicap' } }),
  },
  'leagueNight.saveSideGames': {
    access: 'league:night',
    request: () => ({
      path: `/api/leagues/${MISSING_ID}/rounds/1/side-games`,
      body: { entries: [{ game: 'long_drive', participantId: 1, hole: 1, yards: 280 }] },
    }),
  },
  'leagueResults.nightSheet': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/night-sheet` }),
  },
  'leagueResults.leaderboard': {
    access: 'league:read',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/leaderboard` }),
  },
  'leagueResults.resultsMail': {
    access: 'account:manage',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/results-mail` }),
  },
  'leagueResults.setResultsMail': {
    access: 'account:manage',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/results-mail`, body: { resultsMail: false } }),
  },
  'leagueMoney.roundMoney': {
    access: 'league:night',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/money` }),
  },
  'leagueMoney.payOut': {
    access: 'payments:desk',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/rounds/1/payouts`, body: { method: 'cash' } }),
  },
  'leagueMoney.deskBuyIns': {
    access: 'payments:desk',
    request: () => ({ path: `/api/desk/league-buy-ins?date=${TOMORROW}` }),
  },
  'leagueMoney.buyInCheckout': {
    access: 'league:read',
    request: () => ({ path: `/api/leagues/${MISSING_ID}/buy-in/checkout`, body: {} }),
  },
  'courses.list': { access: 'admin:leagues', request: () => ({}) },
  'courses.create': { access: 'admin:leagues', request: () => ({ body: { name: 'Probe', holes: [] } }) },
  'courses.update': {
    access: 'admin:leagues',
    request: () => ({ path: `/api/admin/courses/${MISSING_ID}`, body: { name: 'Probe' } }),
  },
  'courses.remove': { access: 'admin:leagues', request: () => ({ path: `/api/admin/courses/${MISSING_ID}` }) },
};
