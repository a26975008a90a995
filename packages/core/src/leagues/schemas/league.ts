// Leagues and their participants (docs/requirements.md#league, docs/requirements.md#league-participant; docs/requirements.md#league-form, docs/requirements.md#add-participant-validation,
// Scramble signup). Rounds, scores and standings are in league-play.ts; the league record the API returns is in
// league-record.ts.
import { z } from '../../zod';
import { MAX_ID, dateStringField, idSchema } from '../../schemas/common';
import { emailField, trimmedTextField } from '../../schemas/text-fields';
import { leagueBaysMaxMessage, MAX_BAYS } from '../../schemas/facility-bays';
import {
  BYE_RESULTS,
  courseHolesField,
  DAYS_OF_WEEK,
  LEAGUE_TYPES,
  SCORING_TYPES,
  STROKE_RANKINGS,
  leagueSchema,
  type ByeResult,
  type LeagueType,
  type ScoringType,
  type StrokeRanking,
} from './league-record';

export interface LeagueRules {
  strokeRanking: StrokeRanking;
  /** N of 'best N rounds'; null with the average ranking. */
  countedRounds: number | null;
  minRoundsToRank: number;
  pointsWin: number;
  pointsHalve: number;
  pointsLoss: number;
  byeResult: ByeResult;
}

/** A new league's rules, shown in the form's preview. */
export const LEAGUE_RULE_DEFAULTS: LeagueRules = {
  strokeRanking: 'average',
  countedRounds: null,
  minRoundsToRank: 1,
  pointsWin: 1,
  pointsHalve: 0.5,
  pointsLoss: 0,
  byeResult: 'win',
};
export const LEAGUE_RULE_KEYS = Object.keys(LEAGUE_RULE_DEFAULTS) as (keyof LeagueRules)[];
/**
 * The rules fixed once a league has scores: what a score means and how it counts. The minimum rounds to be ranked is
 * not among them: it changes only who is ranked yet, never a figure, so it may be set at any time (decision 480).
 */
export const LEAGUE_SCORED_RULE_KEYS = LEAGUE_RULE_KEYS.filter((key) => key !== 'minRoundsToRank');

export const STROKE_RANKING_LABELS: Record<StrokeRanking, string> = {
  average: 'Average per round played',
  best_rounds: 'Total of the best rounds (drop the worst)',
};
export const BYE_RESULT_LABELS: Record<ByeResult, string> = {
  win: 'A win',
  halve: 'A halve',
  none: 'Nothing',
};

export const LEAGUE_TYPE_LABELS: Record<LeagueType, string> = {
  individual: 'Individual',
  scramble: 'Scramble (Teams of 2)',
};
export const SCORING_TYPE_LABELS: Record<ScoringType, string> = {
  lowest_score: 'Lowest Score',
  match_play: 'Match Play',
};

export const LEAGUE_MESSAGES = {
  nameMin: 'League name must be at least 3 characters',
  typeRequired: 'Please select a league type',
  scoringRequired: 'Please select a scoring type',
  startDateRequired: 'Please select a start date',
  endDateRequired: 'Please select an end date',
  dayRequired: 'Please select a day of the week',
  startTimeRequired: 'Please specify a start time',
  endTimeRequired: 'Please specify an end time',
  timeFormat: 'Time must be in 24-hour format (HH:MM)',
  participantsMin: 'Must have at least 1 participant',
  participantsMax: 'Maximum 50 participants',
  baysMin: 'Must have at least 1 bay',
  baysMax: 'Maximum 2 bays available',
  endDateBeforeStart: 'End date must be after start date',
  countedRoundsRequired: 'Enter how many rounds count',
  countedRoundsRange: 'Rounds counted must be between 1 and 52',
  minRoundsRange: 'Minimum rounds must be between 1 and 52',
  pointsRange: 'Points must be between 0 and 10, in steps of 0.5',
  pointsOrder: 'A win must earn more than a loss, and a halve must be between them',
  endTimeBeforeStart: 'End time must be after start time',
} as const;

const LEAGUE_TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

function leagueTimeField(required: string) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.regex(LEAGUE_TIME_RE, LEAGUE_MESSAGES.timeFormat));
}

function wholeNumberField(min: number, max: number, minMessage: string, maxMessage: string) {
  return z
    .number({ error: minMessage })
    .check(z.int('Must be a whole number'), z.minimum(min, minMessage), z.maximum(max, maxMessage));
}

function pointsField() {
  return z.optional(
    z.number({ error: LEAGUE_MESSAGES.pointsRange }).check(
      z.minimum(0, LEAGUE_MESSAGES.pointsRange),
      z.maximum(10, LEAGUE_MESSAGES.pointsRange),
      z.refine((n: number) => Number.isInteger(n * 2), LEAGUE_MESSAGES.pointsRange),
    ),
  );
}

const roundCountField = (message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(1, message), z.maximum(52, message));

/**
 * The ranking rules on the league form: each optional (a league created without them gets LEAGUE_RULE_DEFAULTS; an
 * edit without them keeps the league's own).
 */
const leagueRuleFields = {
  strokeRanking: z.optional(z.enum(STROKE_RANKINGS, { error: 'Please select how stroke play is ranked' })),
  countedRounds: z.optional(z.nullable(roundCountField(LEAGUE_MESSAGES.countedRoundsRange))),
  minRoundsToRank: z.optional(roundCountField(LEAGUE_MESSAGES.minRoundsRange)),
  pointsWin: pointsField(),
  pointsHalve: pointsField(),
  pointsLoss: pointsField(),
  byeResult: z.optional(z.enum(BYE_RESULTS, { error: 'Please select what a bye earns' })),
};

/** The league form's fields, without the cross-field rules (zod objects with refinements can't be extended). */
export const leagueFieldsSchema = z.strictObject({
  name: trimmedTextField(3, 100, LEAGUE_MESSAGES.nameMin, 'League name must be at most 100 characters'),
  description: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'Description must be at most 2000 characters'))),
  leagueType: z.enum(LEAGUE_TYPES, { error: LEAGUE_MESSAGES.typeRequired }),
  scoringType: z.enum(SCORING_TYPES, { error: LEAGUE_MESSAGES.scoringRequired }),
  startDate: dateStringField(LEAGUE_MESSAGES.startDateRequired, LEAGUE_MESSAGES.startDateRequired),
  endDate: dateStringField(LEAGUE_MESSAGES.endDateRequired, LEAGUE_MESSAGES.endDateRequired),
  dayOfWeek: z.enum(DAYS_OF_WEEK, { error: LEAGUE_MESSAGES.dayRequired }),
  startTime: leagueTimeField(LEAGUE_MESSAGES.startTimeRequired),
  endTime: leagueTimeField(LEAGUE_MESSAGES.endTimeRequired),
  maxParticipants: wholeNumberField(1, 50, LEAGUE_MESSAGES.participantsMin, LEAGUE_MESSAGES.participantsMax),
  // At most the facility's open bays: leagueFormSchemaFor on the form, the leagues service on the server.
  numberOfBays: wholeNumberField(1, MAX_BAYS, LEAGUE_MESSAGES.baysMin, leagueBaysMaxMessage(MAX_BAYS)),
  isActive: z.boolean(),
  /**
   * The course the league's nights are played on (its 9 or 18 holes): the schedule gives each round it creates this
   * course (docs/decisions/110-league-schedule-and-places.md). Null: none; left out of an edit: kept.
   */
  courseId: z.optional(z.nullable(idSchema)),
  /**
   * The holes of that course the nights play (docs/decisions/289-nine-holes-of-an-18-hole-course.md): all (the
   * default), or the front or back nine of an 18-hole course; left out of an edit: kept.
   */
  courseHoles: z.optional(courseHolesField),
  ...leagueRuleFields,
});

type LeagueCrossFields = {
  startDate?: unknown;
  endDate?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  strokeRanking?: unknown;
  countedRounds?: unknown;
  pointsWin?: unknown;
  pointsHalve?: unknown;
  pointsLoss?: unknown;
};

/** End date not before start date; end time strictly after start time. Runs even when other fields fail. */
function checkLeagueCrossFields(value: LeagueCrossFields, ctx: z.core.$RefinementCtx<LeagueCrossFields>): void {
  const { startDate, endDate, startTime, endTime } = value;
  if (typeof startDate === 'string' && typeof endDate === 'string' && startDate && endDate && endDate < startDate) {
    ctx.addIssue({ code: 'custom', message: LEAGUE_MESSAGES.endDateBeforeStart, path: ['endDate'] });
  }
  if (
    typeof startTime === 'string' &&
    typeof endTime === 'string' &&
    LEAGUE_TIME_RE.test(startTime.trim()) &&
    LEAGUE_TIME_RE.test(endTime.trim()) &&
    endTime.trim() <= startTime.trim()
  ) {
    ctx.addIssue({ code: 'custom', message: LEAGUE_MESSAGES.endTimeBeforeStart, path: ['endTime'] });
  }
  if (value.strokeRanking === 'best_rounds' && (value.countedRounds === undefined || value.countedRounds === null)) {
    ctx.addIssue({ code: 'custom', message: LEAGUE_MESSAGES.countedRoundsRequired, path: ['countedRounds'] });
  }
  // Checked here when the form sends all three points; a body sending some is checked against the league's own
  // points by the server (checkLeagueChange).
  const { pointsWin: win, pointsHalve: halve, pointsLoss: loss } = value;
  if (
    typeof win === 'number' &&
    typeof halve === 'number' &&
    typeof loss === 'number' &&
    !(win > loss && halve >= loss && halve <= win)
  ) {
    ctx.addIssue({ code: 'custom', message: LEAGUE_MESSAGES.pointsOrder, path: ['pointsHalve'] });
  }
}

/** The admin league form (create and edit). */
export const leagueFormSchema = leagueFieldsSchema.check(z.superRefine(checkLeagueCrossFields));
export type LeagueForm = z.infer<typeof leagueFormSchema>;

/**
 * The league form against the facility's open bays (docs/decisions/229-bays-as-facility-settings.md): at most that
 * many bays, with the specification's 'Maximum 2 bays available' at two.
 */
export function leagueFormSchemaFor(openBays: number) {
  return leagueFormSchema.check(
    z.superRefine((value, ctx) => {
      if (typeof value.numberOfBays === 'number' && value.numberOfBays > openBays) {
        ctx.addIssue({ code: 'custom', message: leagueBaysMaxMessage(openBays), path: ['numberOfBays'] });
      }
    }),
  );
}

/** POST /api/admin/leagues body: the form plus createSchedule ('Activate League & Create Schedule'). */
export const createLeaguePayloadSchema = z
  .extend(leagueFieldsSchema, {
    createSchedule: z._default(z.boolean(), false),
    /** With createSchedule: reserve the nights that are free and leave out the ones that conflict (decision 110). */
    keepFreeNights: z._default(z.boolean(), false),
  })
  .check(z.superRefine(checkLeagueCrossFields));
export type CreateLeaguePayload = z.infer<typeof createLeaguePayloadSchema>;

/** POST /api/admin/leagues/{id}/schedule body (optional): keep the free nights, leave out the conflicting ones. */
export const createScheduleSchema = z.strictObject({ keepFreeNights: z._default(z.boolean(), false) });
export type CreateScheduleInput = z.infer<typeof createScheduleSchema>;

/** A league's rules, from the league. */
export function leagueRulesOf(league: LeagueRules): LeagueRules {
  return Object.fromEntries(LEAGUE_RULE_KEYS.map((k) => [k, league[k]])) as unknown as LeagueRules;
}

/** A league night the schedule could not reserve (members' bookings or another league hold the bays). */
export const scheduleConflictSchema = z.object({
  date: z.string(),
  message: z.string(),
  /** What holds the bays that night: other leagues by name, members' bookings and lessons counted (decision 110). */
  leagues: z.array(z.string()),
  bookings: z.number().check(z.int(), z.nonnegative()),
  lessons: z.number().check(z.int(), z.nonnegative()),
});

/**
 * POST /api/admin/leagues response. scheduleConflicts names the nights that stopped the schedule (empty when it
 * was created or not asked for); the league is created either way (docs/decisions/110-league-schedule-and-places.md).
 */
export const createLeagueResponseSchema = z.extend(leagueSchema, {
  scheduleCreated: z.boolean(),
  scheduleConflicts: z.array(scheduleConflictSchema),
});
export type CreateLeagueResponse = z.infer<typeof createLeagueResponseSchema>;

export const leagueParticipantSchema = z.object({
  id: idSchema,
  leagueId: idSchema,
  userId: idSchema,
  teamId: z.number().check(z.int()),
  isTeamLead: z.boolean(),
  /** The player's display name (personName), shown to everyone who sees the league's players. */
  name: z.string(),
  /** Joined user details for the admin table (never sent to members). */
  username: z.optional(z.string()),
  email: z.optional(z.string()),
  /** Scramble partner named at signup when the partner is not (yet) a participant. */
  player2Name: z.optional(z.nullable(z.string())),
  player2Email: z.optional(z.nullable(z.string())),
  /**
   * The rounds the player is in (docs/decisions/271-league-withdrawal-and-late-joiners.md): from the round they
   * joined before (a late joiner: null when they were there from the start) to the last round before they withdrew
   * (null: not withdrawn).
   */
  firstRoundNumber: z.optional(z.nullable(z.number().check(z.int()))),
  lastRoundNumber: z.optional(z.nullable(z.number().check(z.int()))),
  /** The team's flight, 1 for Flight A (docs/decisions/288-league-flights.md); null: in none. */
  flight: z.optional(z.nullable(z.number().check(z.int()))),
  /** The player's side in a best-ball or A/B league (docs/decisions/497-best-ball-and-a-b-teams.md); null: in none. */
  side: z.optional(z.nullable(z.number().check(z.int()))),
});
export type LeagueParticipant = z.infer<typeof leagueParticipantSchema>;

export const SCRAMBLE_SIGNUP_TEXT = 'This is a scramble league that requires 2 players per team.';

/** POST /api/leagues/{id}/join body. Partner fields are checked against the league type by joinLeagueSchemaFor. */
export const joinLeagueSchema = z.strictObject({
  userId: idSchema,
  isTeamLead: z._default(z.boolean(), false),
  player2Name: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Partner name must be at most 100 characters'))),
  player2Email: z.optional(z.string().check(z.trim(), z.maxLength(254, 'Please enter a valid email address'))),
});
export type JoinLeagueInput = z.infer<typeof joinLeagueSchema>;

/** Scramble signup form/body: partner name and e-mail are required. */
export const scrambleSignupSchema = z.extend(joinLeagueSchema, {
  player2Name: z
    .string({ error: 'Partner name is required' })
    .check(z.trim(), z.minLength(1, 'Partner name is required'), z.maxLength(100)),
  player2Email: emailField('Partner email is required'),
});
export type ScrambleSignupInput = z.infer<typeof scrambleSignupSchema>;

/** The partner fields only, for the signup form (the button stays disabled until both are filled). */
export const scramblePartnerSchema = z.pick(scrambleSignupSchema, { player2Name: true, player2Email: true });
export type ScramblePartner = z.infer<typeof scramblePartnerSchema>;

export function joinLeagueSchemaFor(leagueType: LeagueType) {
  return leagueType === 'scramble' ? scrambleSignupSchema : joinLeagueSchema;
}

export const ADD_PARTICIPANT_MESSAGES = {
  teamRequired: 'Team ID is required',
  teamNumeric: 'Team ID must be a number',
  userRequired: 'Please select a user',
  userInvalid: 'Please select a valid user',
  scrambleTeamFull: 'This team already has 2 members. Scramble teams can only have 2 players maximum.',
} as const;

/**
 * Accepts a number or a numeric string (select/input values), outputs a positive integer. A mini transform's
 * payload has no addIssue (classic's has): the issue is pushed as classic's addIssue pushed it.
 */
function positiveIdField(required: string, invalid: string) {
  return z.pipe(
    z.unknown(),
    z.transform((value: unknown, payload): number => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        payload.issues.push({ code: 'custom', message: required, input: value });
        return z.NEVER;
      }
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
            ? Number(value)
            : NaN;
      if (!Number.isSafeInteger(n) || n < 1 || n > MAX_ID) {
        payload.issues.push({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      return n;
    }),
  );
}

/** Admin 'Add Participant' form and POST /api/leagues/{id}/participants body. */
export const addParticipantSchema = z.strictObject({
  userId: positiveIdField(ADD_PARTICIPANT_MESSAGES.userRequired, ADD_PARTICIPANT_MESSAGES.userInvalid),
  teamId: positiveIdField(ADD_PARTICIPANT_MESSAGES.teamRequired, ADD_PARTICIPANT_MESSAGES.teamNumeric),
  isTeamLead: z._default(z.boolean(), false),
  /** Sent by the client; the server takes the league id from the path and rejects a mismatch. */
  leagueId: z.optional(idSchema),
});
export type AddParticipantInput = z.infer<typeof addParticipantSchema>;

/** The search starts at this many characters. */
export const ADDABLE_PLAYERS_MIN = 2;
/**
 * GET /api/leagues/{id}/addable-players?q=: members to add, searched by name or e-mail from two characters, for the
 * league's organisers, who have no user administration (docs/decisions/272-league-organisers.md).
 */
export const addablePlayersQuerySchema = z.strictObject({
  q: z.string().check(z.trim(), z.minLength(ADDABLE_PLAYERS_MIN), z.maxLength(100)),
});
/** A member who may be added: their id and shown name only (an organiser never sees e-mails). */
export const addablePlayerSchema = z.object({ id: idSchema, name: z.string() });
export type AddablePlayer = z.infer<typeof addablePlayerSchema>;
/** At most this many come back for one search (type more to narrow it). */
export const ADDABLE_PLAYERS_LIMIT = 10;

export const LEAGUE_INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type LeagueInvitationStatus = (typeof LEAGUE_INVITATION_STATUSES)[number];

/** What the inviter sees of the invitation their scramble join sent to a partner who has a member account. */
export const partnerInvitationSchema = z.object({
  /** The partner's name as the inviter typed it. */
  partnerName: z.string(),
  status: z.enum(LEAGUE_INVITATION_STATUSES),
  /** ISO-8601 instant: the end of the hold. */
  expiresAt: z.string(),
});
export type PartnerInvitation = z.infer<typeof partnerInvitationSchema>;

/** GET /api/user/leagues item: a league the signed-in person plays in, with their team. */
export const myLeagueSchema = z.object({
  league: leagueSchema,
  participantId: idSchema,
  teamId: z.number().check(z.int()),
  isTeamLead: z.boolean(),
  /** Participant ids of the person's team (their own included): scores are recorded against any of them. */
  teamParticipantIds: z.array(idSchema),
  /** The names of the person's teammates, a scramble guest partner included (empty in individual leagues). */
  partnerNames: z.array(z.string()),
  /** The league nights (facility dates), in order. */
  nights: z.array(z.string()),
  /**
   * The invitation the person's join sent to a partner with a member account, while it is held or after it was
   * declined or ran out (null when there is none, or once the partner accepted and plays in the team).
   */
  partnerInvitation: z.nullable(partnerInvitationSchema),
  /** The rounds the person plays, as a participant's (a late joiner's first, the last before they withdrew; null: none). */
  firstRoundNumber: z.optional(z.nullable(z.number().check(z.int()))),
  lastRoundNumber: z.optional(z.nullable(z.number().check(z.int()))),
});
export type MyLeague = z.infer<typeof myLeagueSchema>;

/** GET /api/user/league-invitations item: a scramble partner's invitation, as the invited member sees it. */
export const leagueInvitationSchema = z.object({
  id: idSchema,
  league: leagueSchema,
  /** The inviter's display name (personName). */
  inviterName: z.string(),
  /** ISO-8601 instant: the place is held for the team until then. */
  expiresAt: z.string(),
});
export type LeagueInvitation = z.infer<typeof leagueInvitationSchema>;

/**
 * A person an admin gave a league to organise (docs/decisions/272-league-organisers.md): they run its nights (sheets,
 * cards, did-not-play marks, withdrawals, printouts) and nothing else. Shown by name, never by e-mail.
 */
export const leagueOrganiserSchema = z.object({
  userId: idSchema,
  name: z.string(),
  /** What they are at the facility, for the admin's list: 'Member', 'Front desk' or both. */
  role: z.string(),
});
export type LeagueOrganiser = z.infer<typeof leagueOrganiserSchema>;
