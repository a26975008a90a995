// The leagues' slice of the API contract: every league, league-night, results and course route, merged into the one
// API by contract.ts (docs/decisions/232-leagues-as-one-domain-module.md). A new league route is added here, with its
// probe in apps/server/test/leagues/league-probes.ts and, for a read, its key in packages/ui/src/lib/query-keys/leagues.ts.
import { z } from '../zod';
import { OK, CREATED, NO_CONTENT, defineRoute } from '../route';
import { leagueList } from './list-contract';
import {
  addParticipantSchema,
  addablePlayerSchema,
  addablePlayersQuerySchema,
  createLeaguePayloadSchema,
  createLeagueResponseSchema,
  createScheduleSchema,
  joinLeagueSchema,
  leagueFormSchema,
  leagueInvitationSchema,
  leagueOrganiserSchema,
  leagueParticipantSchema,
  myLeagueSchema,
} from './schemas/league';
import { leagueSchema } from './schemas/league-record';
import {
  absenceSchema,
  createRoundSchema,
  updateRoundSchema,
  createScoreSchema,
  leagueRoundSchema,
  leagueScoreSchema,
  matchupSchema,
  myCardSchema,
  pairingsSchema,
  postedCardSchema,
  scoreSheetSchema,
  standingsResponseSchema,
  updateScoreSchema,
} from './schemas/league-play';
import {
  courseSchema,
  coursesResponseSchema,
  createCourseSchema,
  handicapsResponseSchema,
  leagueNightUpdateSchema,
  participantHandicapSchema,
  startingHandicapsSaveSchema,
  playerHandicapSchema,
  skinsResponseSchema,
  updateCourseSchema,
} from './schemas/course';
import { leaderboardSchema, nightSheetSchema, resultsMailSettingSchema } from './schemas/league-results';
import { sideGamesSaveSchema } from './schemas/league-side-games';
import { flightsResponseSchema, flightsSaveSchema } from './schemas/league-flights';
import { sidesResponseSchema, sidesSaveSchema } from './schemas/league-sides';
import {
  buyInCheckoutResponseSchema,
  buyInCheckoutSchema,
  deskBuyInsQuerySchema,
  deskBuyInsSchema,
  payOutSchema,
  roundMoneySchema,
} from './schemas/league-money';

export const leagues = {
  get: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id',
    access: 'league:read',
    response: leagueSchema,
    status: OK,
  }),
  // League management, signup and play.
  /** docs/requirements.md#admin-calls: the form plus createSchedule; answers scheduleCreated and the nights that stopped it. */
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/leagues',
    access: 'admin:leagues',
    body: createLeaguePayloadSchema,
    response: createLeagueResponseSchema,
    status: CREATED,
  }),
  /** Moves a scheduled league's future reservations; 409 LEAGUE_SCHEDULE_CONFLICT names nights that don't fit. */
  update: defineRoute({
    method: 'PATCH',
    path: '/api/leagues/:id',
    access: 'admin:leagues',
    body: leagueFormSchema,
    response: leagueSchema,
    status: OK,
  }),
  /** Participants, rounds, scores and reservations go with it, in one transaction. */
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/leagues/:id',
    access: 'admin:leagues',
    response: null,
    status: NO_CONTENT,
  }),
  /** Generates the booking schedule of an existing league (e.g. after its conflicts were cleared). */
  createSchedule: defineRoute({
    method: 'POST',
    path: '/api/admin/leagues/:id/schedule',
    access: 'admin:leagues',
    body: createScheduleSchema,
    response: createLeagueResponseSchema,
    status: OK,
  }),
  /** docs/requirements.md#member-calls: member signup; scramble leagues need the partner fields. */
  join: defineRoute({
    method: 'POST',
    path: '/api/leagues/:id/join',
    access: 'member:features',
    body: joinLeagueSchema,
    response: z.array(leagueParticipantSchema),
    status: CREATED,
  }),
  /** The signed-in member leaves the league (their own row only). */
  leave: defineRoute({
    method: 'DELETE',
    path: '/api/leagues/:id/join',
    access: 'member:features',
    response: null,
    status: NO_CONTENT,
  }),
  /**
   * The scramble partner invitations waiting for the signed-in member's answer
   * (docs/decisions/206-scramble-partner-invitations.md).
   */
  invitations: defineRoute({
    method: 'GET',
    path: '/api/user/league-invitations',
    access: 'member:features',
    response: z.array(leagueInvitationSchema),
    status: OK,
  }),
  /** The invited member joins the inviter's team in the place held for it; 409 INVITATION_CLOSED once it ran out. */
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/api/league-invitations/:id/accept',
    access: 'member:features',
    response: null,
    status: NO_CONTENT,
  }),
  /** The invited member says no: the held place is freed and the inviter told. */
  declineInvitation: defineRoute({
    method: 'POST',
    path: '/api/league-invitations/:id/decline',
    access: 'member:features',
    response: null,
    status: NO_CONTENT,
  }),
  /** The leagues the signed-in person plays in, with their team. */
  mine: defineRoute({
    method: 'GET',
    path: '/api/user/leagues',
    access: 'member:features',
    response: z.array(myLeagueSchema),
    status: OK,
  }),
  participants: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/participants',
    access: 'league:night',
    response: z.array(leagueParticipantSchema),
    status: OK,
  }),
  /** Members not in the league, by name, for the organiser's 'Add Participant' (decision 272). */
  addablePlayers: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/addable-players',
    access: 'league:night',
    query: addablePlayersQuerySchema,
    response: z.array(addablePlayerSchema),
    status: OK,
  }),
  /** Admins and the league's organisers (decision 272): the player gets the confirmation with the nights. */
  addParticipant: defineRoute({
    method: 'POST',
    path: '/api/leagues/:id/participants',
    access: 'league:night',
    body: addParticipantSchema,
    response: leagueParticipantSchema,
    status: CREATED,
  }),
  /** 409 PARTICIPANT_HAS_SCORES for a player with a card: withdraw them instead (decision 271). */
  removeParticipant: defineRoute({
    method: 'DELETE',
    path: '/api/leagues/:id/participants/:participantId',
    access: 'admin:leagues',
    response: null,
    status: NO_CONTENT,
  }),
  /**
   * The player leaves the rounds still to come; their cards, skins and results stand and the standings mark them
   * withdrawn (docs/decisions/271-league-withdrawal-and-late-joiners.md).
   */
  withdrawParticipant: defineRoute({
    method: 'POST',
    path: '/api/leagues/:id/participants/:participantId/withdraw',
    access: 'league:night',
    response: leagueParticipantSchema,
    status: OK,
  }),
  /** Admins, the league's players and its organisers. */
  rounds: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/rounds',
    access: 'league:read',
    response: z.array(leagueRoundSchema),
    status: OK,
  }),
  /** A round added: by its managers, or a make-up night by the league's organisers (decision 481). */
  createRound: defineRoute({
    method: 'POST',
    path: '/api/leagues/:id/rounds',
    access: 'league:night',
    body: createRoundSchema,
    response: leagueRoundSchema,
    status: CREATED,
  }),
  /** A round's date, course or name until it has cards (409 ROUND_HAS_CARDS after; decision 110). */
  updateRound: defineRoute({
    method: 'PATCH',
    path: '/api/leagues/:id/rounds/:roundId',
    access: 'admin:leagues',
    body: updateRoundSchema,
    response: leagueRoundSchema,
    status: OK,
  }),
  deleteRound: defineRoute({
    method: 'DELETE',
    path: '/api/leagues/:id/rounds/:roundId',
    access: 'admin:leagues',
    response: null,
    status: NO_CONTENT,
  }),
  /** Admins, the league's players and its organisers. */
  scores: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/scores',
    access: 'league:read',
    response: z.array(leagueScoreSchema),
    status: OK,
  }),
  roundScores: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/rounds/:roundId/scores',
    access: 'league:read',
    response: z.array(leagueScoreSchema),
    status: OK,
  }),
  /** The round's score sheet, saved at once (replaces the round's scores). */
  saveRoundScores: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/rounds/:roundId/scores',
    access: 'league:night',
    body: scoreSheetSchema,
    response: z.array(leagueScoreSchema),
    status: OK,
  }),
  createScore: defineRoute({
    method: 'POST',
    path: '/api/leagues/:id/scores',
    access: 'league:night',
    body: createScoreSchema,
    response: leagueScoreSchema,
    status: CREATED,
  }),
  updateScore: defineRoute({
    method: 'PATCH',
    path: '/api/leagues/:id/scores/:scoreId',
    access: 'league:night',
    body: updateScoreSchema,
    response: leagueScoreSchema,
    status: OK,
  }),
  deleteScore: defineRoute({
    method: 'DELETE',
    path: '/api/leagues/:id/scores/:scoreId',
    access: 'league:night',
    response: null,
    status: NO_CONTENT,
  }),
  /** Admins, the league's players and its organisers. */
  standings: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/standings',
    access: 'league:read',
    response: standingsResponseSchema,
    status: OK,
  }),
  /**
   * The organiser marks a player did not play a round (or takes the mark off); answers the round with how far it is
   * (docs/decisions/270-league-absences-and-round-completion.md). 409 PLAYER_HAS_CARD when they have a card in it.
   */
  setAbsence: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/rounds/:roundId/absences/:participantId',
    access: 'league:night',
    body: absenceSchema,
    response: leagueRoundSchema,
    status: OK,
  }),
  /**
   * The signed-in player's card of a round as they posted it (docs/decisions/273-player-posted-cards.md): every hole
   * null before they post. Players of the league only (403 for anyone else).
   */
  myCard: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/rounds/:roundId/my-card',
    access: 'league:read',
    response: postedCardSchema,
    status: OK,
  }),
  /**
   * A player posts their card hole by hole as they play (partial cards allowed); 403 for anyone but a player of the
   * round, 409 CARD_APPROVED once the organiser approved it.
   */
  postMyCard: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/rounds/:roundId/my-card',
    access: 'league:read',
    body: myCardSchema,
    response: postedCardSchema,
    status: OK,
  }),
  /** Who has posted a card in the round and how far they are, for the organiser's sheet (saving a card approves it). */
  postedCards: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/rounds/:roundId/posted-cards',
    access: 'league:night',
    response: z.array(postedCardSchema),
    status: OK,
  }),
  /** Recorded pairs of a match-play round, or the round-robin suggestion before any score is saved. */
  matchups: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/rounds/:roundId/matchups',
    access: 'league:read',
    response: z.array(matchupSchema),
    status: OK,
  }),
  /** The organiser's pairings of a match-play round, replacing the stored ones (a played pairing stays: 409). */
  savePairings: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/rounds/:roundId/pairings',
    access: 'league:night',
    body: pairingsSchema,
    response: z.array(matchupSchema),
    status: OK,
  }),
  /**
   * The people an admin gave this league to organise (docs/decisions/272-league-organisers.md); granted and taken
   * back by user, named by name.
   */
  organisers: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/organisers',
    access: 'admin:leagues',
    response: z.array(leagueOrganiserSchema),
    status: OK,
  }),
  /** Gives a member or front-desk user the league's night; 409 ORGANISER_NOT_ELIGIBLE for anyone else. Answers the list. */
  grantOrganiser: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/organisers/:userId',
    access: 'admin:leagues',
    response: z.array(leagueOrganiserSchema),
    status: OK,
  }),
  revokeOrganiser: defineRoute({
    method: 'DELETE',
    path: '/api/leagues/:id/organisers/:userId',
    access: 'admin:leagues',
    response: null,
    status: NO_CONTENT,
  }),
} as const;

/** The league night: handicaps, net and skins (docs/decisions/211-league-handicaps-and-scorecards.md). */
export const leagueNight = {
  /** The league's handicap rules, net or gross ranking and skins game (any of them; the rest are kept). */
  update: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/night',
    access: 'admin:leagues',
    body: leagueNightUpdateSchema,
    response: leagueSchema,
    status: OK,
  }),
  /** Every team's handicap round by round, with how it was reached. Admins, the league's players and its organisers. */
  handicaps: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/handicaps',
    access: 'league:read',
    response: handicapsResponseSchema,
    status: OK,
  }),
  /** A player's starting handicap and the organiser's override with its reason (activity log). */
  setHandicap: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/participants/:participantId/handicap',
    access: 'admin:leagues',
    body: participantHandicapSchema,
    response: playerHandicapSchema,
    status: OK,
  }),
  /**
   * The whole field's starting handicaps in one save, all or nothing
   * (docs/decisions/290-starting-handicaps-for-the-field.md): every entry a player of the league, each once; answers
   * every player's handicap.
   */
  saveStartingHandicaps: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/starting-handicaps',
    access: 'league:night',
    body: startingHandicapsSaveSchema,
    response: handicapsResponseSchema,
    status: OK,
  }),
  /** The round's skins by the league's skins game (none when it has none), and its side games. */
  skins: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/rounds/:roundId/skins',
    access: 'league:read',
    response: skinsResponseSchema,
    status: OK,
  }),
  /**
   * The organiser enters the side games' distances of a round (docs/decisions/279-league-side-games.md): only on the
   * league's chosen holes of the round's course, only for its players; answers the round's skins and side games.
   */
  saveSideGames: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/rounds/:roundId/side-games',
    access: 'league:night',
    body: sideGamesSaveSchema,
    response: skinsResponseSchema,
    status: OK,
  }),
  /** The league's flights with their teams and current handicaps (docs/decisions/288-league-flights.md). */
  flights: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/flights',
    access: 'league:night',
    response: flightsResponseSchema,
    status: OK,
  }),
  /**
   * The organiser splits the field into flights: by handicap (N flights of about equal size), by hand (the teams
   * listed move), or back to one field; all at once or nothing.
   */
  saveFlights: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/flights',
    access: 'league:night',
    body: flightsSaveSchema,
    response: flightsResponseSchema,
    status: OK,
  }),
  /**
   * A best-ball or A/B league's sides ranked with each night, then the players in none
   * (docs/decisions/497-best-ball-and-a-b-teams.md). Admins, the league's players and its organisers.
   */
  sides: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/sides',
    access: 'league:read',
    response: sidesResponseSchema,
    status: OK,
  }),
  /** The organiser deals the players into sides by handicap, moves those listed, or clears them; all or nothing. */
  saveSides: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/sides',
    access: 'league:night',
    body: sidesSaveSchema,
    response: sidesResponseSchema,
    status: OK,
  }),
} as const;

/**
 * The league night's printouts, live leaderboard and results e-mail
 * (docs/decisions/213-league-night-printouts-results-and-leaderboard.md).
 */
export const leagueResults = {
  /** A round's pairings/bay sheet and scorecards with each team's handicap strokes, for printing. */
  nightSheet: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/rounds/:roundId/night-sheet',
    access: 'league:night',
    response: nightSheetSchema,
    status: OK,
  }),
  /**
   * The round being played, as it stands. Admins, the league's players and its organisers. A match-play league's rows
   * carry each team's match as it stands (`match`: docs/decisions/294-live-match-state.md); stroke play's have none.
   */
  leaderboard: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/leaderboard',
    access: 'league:read',
    response: leaderboardSchema,
    status: OK,
  }),
  /**
   * Whether the signed-in player gets each round's results e-mail (players of the league only). An account matter,
   * not a member's feature: a player whose membership lapsed can still stop the e-mails.
   */
  resultsMail: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/results-mail',
    access: 'account:manage',
    response: resultsMailSettingSchema,
    status: OK,
  }),
  setResultsMail: defineRoute({
    method: 'PUT',
    path: '/api/leagues/:id/results-mail',
    access: 'account:manage',
    body: resultsMailSettingSchema,
    response: resultsMailSettingSchema,
    status: OK,
  }),
} as const;

/** Money on a league night (docs/decisions/491-league-money-on-the-night.md). */
export const leagueMoney = {
  /** The night's buy-ins, pots, payouts and purse by flight, and its payouts as recorded. */
  roundMoney: defineRoute({
    method: 'GET',
    path: '/api/leagues/:id/rounds/:roundId/money',
    access: 'league:night',
    response: roundMoneySchema,
    status: OK,
  }),
  /**
   * The night's payouts handed over at the till, in cash or as credit: recorded once (a replay answers them), only
   * once every card is in.
   */
  payOut: defineRoute({
    method: 'POST',
    path: '/api/leagues/:id/rounds/:roundId/payouts',
    access: 'payments:desk',
    body: payOutSchema,
    response: roundMoneySchema,
    status: OK,
  }),
  /** The day's league nights that play for money, with each player's buy-in due: taken at the till from here. */
  deskBuyIns: defineRoute({
    method: 'GET',
    path: '/api/desk/league-buy-ins',
    access: 'payments:desk',
    query: deskBuyInsQuerySchema,
    response: deskBuyInsSchema,
    status: OK,
  }),
  /** A player pays what is left of their buy-in online: Stripe's Checkout page, the ledger row by its event. */
  buyInCheckout: defineRoute({
    method: 'POST',
    path: '/api/leagues/:id/buy-in/checkout',
    access: 'league:read',
    body: buyInCheckoutSchema,
    response: buyInCheckoutResponseSchema,
    status: CREATED,
  }),
} as const;

/** The courses league rounds are played on (docs/decisions/211-league-handicaps-and-scorecards.md). */
export const courses = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/courses',
    access: 'admin:leagues',
    response: coursesResponseSchema,
    status: OK,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/courses',
    access: 'admin:leagues',
    body: createCourseSchema,
    response: courseSchema,
    status: CREATED,
  }),
  /** A course a round is played on keeps its holes (409); its name can change. */
  update: defineRoute({
    method: 'PATCH',
    path: '/api/admin/courses/:id',
    access: 'admin:leagues',
    body: updateCourseSchema,
    response: courseSchema,
    status: OK,
  }),
  /** A course a round is played on cannot be deleted (409). */
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/courses/:id',
    access: 'admin:leagues',
    response: null,
    status: NO_CONTENT,
  }),
} as const;

/** The slice's groups as one object (its probes' type). */
export const LEAGUE_API = { leagueList, leagues, leagueNight, leagueResults, leagueMoney, courses } as const;
