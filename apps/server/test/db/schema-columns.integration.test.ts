// The core schemas' length limits match the migrated columns (docs/decisions/162-input-hardening.md): a value
// the schema accepts always fits its column, so no valid request fails in the database (before: a 55-character
// profile phone with 10 digits was a 500 on Postgres and stored whole on SQLite). The test reads the real
// columns of the migrated database on both dialects, and walks every write route of the contract so that a
// new body field is either mapped to its column here or listed as not stored.
import { expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import {
  addMemberSchema,
  adminBookingSchema,
  API_ROUTES,
  cancelMembershipSchema,
  contactFormSchema,
  createLeaguePayloadSchema,
  createRoundSchema,
  updateRoundSchema,
  createCourseSchema,
  bayChangeSchema,
  facilitySettingsPatchSchema,
  leagueNightUpdateSchema,
  createScoreSchema,
  joinLeagueSchema,
  keypadCodeUpdateSchema,
  leagueFormSchema,
  lessonOutcomeSchema,
  membershipRequestSchema,
  occupancyOwnerSchema,
  personNameUpdateSchema,
  payOutSchema,
  recordPaymentSchema,
  rentalRatesInputSchema,
  waiveFeeSchema,
  refundPaymentSchema,
  profileUpdateSchema,
  registerPayloadSchema,
  forgotPasswordSchema,
  scrambleSignupSchema,
  shotSessionNoteSchema,
  shotSettingsChangeSchema,
  substituteSchema,
  bayDeviceKeyIssueSchema,
  bayShotSchema,
  timeOffBodySchema,
  updateCourseSchema,
  updateScoreSchema,
  guestBookingSchema,
  walkInSchema,
  demoBookingSchema,
} from '@longwood/core';
import { isPostgres } from '../../src/db/dialect';
import { describeEachDatabase, type TestContext } from '../support/databases';

interface Def {
  type: string;
  innerType?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
  options?: $ZodType[];
  shape?: Record<string, $ZodType>;
  entries?: Record<string, string>;
  values?: unknown[];
  left?: $ZodType;
  checks?: Array<{ _zod: { def: { check: string; maximum?: number; length?: number } } }>;
}
const defOf = (schema: $ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema of `key` in an object schema (through wrappers, pipes, unions and intersections). */
function fieldOf(schema: $ZodType, key: string): $ZodType | undefined {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape?.[key];
  if (def.innerType) return fieldOf(def.innerType, key);
  if (def.type === 'pipe') return fieldOf(def.in!, key);
  if (def.type === 'union') {
    for (const option of def.options ?? []) {
      const found = fieldOf(option, key);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every body key of an object schema (all options of a union). */
function keysOf(schema: $ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.innerType) return keysOf(def.innerType);
  if (def.type === 'pipe') return keysOf(def.in!);
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap(keysOf))];
  return [];
}

/** The most characters a value accepted by `schema` can have (Infinity when unbounded). */
function maxLengthOf(schema: $ZodType): number {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      // What classic's `.maxLength` getter folded (zod/mini has none): the tightest of the string's length checks.
      const limits = (def.checks ?? []).map(({ _zod: { def: check } }) =>
        check.check === 'max_length' ? check.maximum : check.check === 'length_equals' ? check.length : undefined,
      );
      return Math.min(Infinity, ...limits.filter((limit): limit is number => limit !== undefined));
    }
    case 'enum':
      return Math.max(...Object.values(def.entries ?? {}).map((v) => String(v).length));
    case 'literal':
      return Math.max(...(def.values ?? []).map((v) => String(v).length));
    case 'pipe':
      // What goes in and what comes out must both fit: a trimmed string piped into a length-checked one holds the
      // tighter of the two (a transform's output is unknown here: Infinity).
      return Math.min(maxLengthOf(def.in!), maxLengthOf(def.out!));
    case 'union':
      return Math.max(...(def.options ?? []).map(maxLengthOf));
    default:
      if (def.innerType) return maxLengthOf(def.innerType);
      return Infinity;
  }
}

/** Which column each stored string field of each schema is written to. */
const STORED: Array<[string, $ZodType, string, string]> = [
  ['register', registerPayloadSchema, 'username', 'users.username'],
  ['register', registerPayloadSchema, 'email', 'users.email'],
  ['register', registerPayloadSchema, 'phone', 'users.phone'],
  ['profile', profileUpdateSchema, 'username', 'users.username'],
  ['profile', profileUpdateSchema, 'email', 'users.email'],
  ['profile', profileUpdateSchema, 'phone', 'users.phone'],
  ['profile', profileUpdateSchema, 'name', 'users.name'],
  ['register', registerPayloadSchema, 'name', 'users.name'],
  ['add member', addMemberSchema, 'email', 'users.email'],
  ['add member', addMemberSchema, 'phone', 'users.phone'],
  ['add member', addMemberSchema, 'name', 'users.name'],
  ['admin sets a name', personNameUpdateSchema, 'name', 'users.name'],
  ['contact', contactFormSchema, 'name', 'contact_submissions.name'],
  ['contact', contactFormSchema, 'email', 'contact_submissions.email'],
  ['contact', contactFormSchema, 'phone', 'contact_submissions.phone'],
  ['contact', contactFormSchema, 'interest', 'contact_submissions.interest'],
  ['contact', contactFormSchema, 'message', 'contact_submissions.message'],
  ['membership', membershipRequestSchema, 'name', 'membership_requests.name'],
  ['membership', membershipRequestSchema, 'phone', 'membership_requests.phone'],
  ['membership', membershipRequestSchema, 'preferredContact', 'membership_requests.preferred_contact'],
  ['membership', membershipRequestSchema, 'message', 'membership_requests.message'],
  ['cancel membership', cancelMembershipSchema, 'reason', 'membership_requests.message'],
  ['occupancy owner', occupancyOwnerSchema, 'guestName', 'bookings.guest_name'],
  ['occupancy owner', occupancyOwnerSchema, 'guestPhone', 'bookings.guest_phone'],
  ['occupancy owner', occupancyOwnerSchema, 'kind', 'bookings.kind'],
  ['desk walk-in', walkInSchema, 'guestName', 'bookings.guest_name'],
  ['desk walk-in', walkInSchema, 'guestPhone', 'bookings.guest_phone'],
  ['occupancy owner', occupancyOwnerSchema, 'guestEmail', 'bookings.guest_email'],
  ['free demo', demoBookingSchema, 'guestName', 'bookings.guest_name'],
  ['free demo', demoBookingSchema, 'guestEmail', 'bookings.guest_email'],
  ['free demo', demoBookingSchema, 'guestPhone', 'bookings.guest_phone'],
  ['guest rental ahead', guestBookingSchema, 'guestName', 'bookings.guest_name'],
  ['guest rental ahead', guestBookingSchema, 'guestEmail', 'bookings.guest_email'],
  ['guest rental ahead', guestBookingSchema, 'guestPhone', 'bookings.guest_phone'],
  ['keypad', keypadCodeUpdateSchema, 'code', 'keypad_codes.code'],
  ['reset request', forgotPasswordSchema, 'email', 'password_reset_requests.email'],
  ['league', createLeaguePayloadSchema, 'name', 'leagues.name'],
  ['league', createLeaguePayloadSchema, 'description', 'leagues.description'],
  ['scramble sign-up', scrambleSignupSchema, 'player2Name', 'league_participants.player2_name'],
  ['scramble sign-up', scrambleSignupSchema, 'player2Email', 'league_participants.player2_email'],
  ['round', createRoundSchema, 'name', 'league_rounds.name'],
  ['round edit', updateRoundSchema, 'name', 'league_rounds.name'],
  ['round', createRoundSchema, 'courseHoles', 'league_rounds.course_holes'],
  ['round edit', updateRoundSchema, 'courseHoles', 'league_rounds.course_holes'],
  ['league', createLeaguePayloadSchema, 'courseHoles', 'leagues.course_holes'],
  ['league edit', leagueFormSchema, 'courseHoles', 'leagues.course_holes'],
  ['league', createLeaguePayloadSchema, 'leagueType', 'leagues.league_type'],
  ['league', createLeaguePayloadSchema, 'scoringType', 'leagues.scoring_type'],
  ['league', createLeaguePayloadSchema, 'dayOfWeek', 'leagues.day_of_week'],
  ['league edit', leagueFormSchema, 'name', 'leagues.name'],
  ['league edit', leagueFormSchema, 'description', 'leagues.description'],
  ['league edit', leagueFormSchema, 'leagueType', 'leagues.league_type'],
  ['league edit', leagueFormSchema, 'scoringType', 'leagues.scoring_type'],
  ['league edit', leagueFormSchema, 'dayOfWeek', 'leagues.day_of_week'],
  ['league', createLeaguePayloadSchema, 'strokeRanking', 'leagues.stroke_ranking'],
  ['league', createLeaguePayloadSchema, 'byeResult', 'leagues.bye_result'],
  ['league edit', leagueFormSchema, 'strokeRanking', 'leagues.stroke_ranking'],
  ['league edit', leagueFormSchema, 'byeResult', 'leagues.bye_result'],
  ['join league', joinLeagueSchema, 'player2Name', 'league_participants.player2_name'],
  ['join league', joinLeagueSchema, 'player2Email', 'league_participants.player2_email'],
  ['score', createScoreSchema, 'result', 'league_scores.result'],
  ['score edit', updateScoreSchema, 'result', 'league_scores.result'],
  ['course', createCourseSchema, 'name', 'courses.name'],
  ['league night', leagueNightUpdateSchema, 'handicapMode', 'leagues.handicap_mode'],
  ['league night', leagueNightUpdateSchema, 'handicapNewPlayer', 'leagues.handicap_new_player'],
  ['league night', leagueNightUpdateSchema, 'rankBy', 'leagues.rank_by'],
  ['league night', leagueNightUpdateSchema, 'skinsMode', 'leagues.skins_mode'],
  ['league night', leagueNightUpdateSchema, 'absenceRule', 'leagues.absence_rule'],
  ['league night', leagueNightUpdateSchema, 'teamFormat', 'leagues.team_format'],
  ['league night', leagueNightUpdateSchema, 'buyInPer', 'leagues.buy_in_per'],
  // A marked player's substitute (decision 274): its name is a column of their mark's row.
  ['substitute', substituteSchema, 'name', 'league_absences.substitute_name'],
  ['course edit', updateCourseSchema, 'name', 'courses.name'],
  ['lesson outcome', lessonOutcomeSchema, 'status', 'lessons.status'],
  ['lesson outcome', lessonOutcomeSchema, 'notes', 'lessons.notes'],
  ['time off', timeOffBodySchema, 'note', 'coach_time_off.note'],
  ['shot session note', shotSessionNoteSchema, 'note', 'shot_sessions.coach_note'],
  // Each bay of the settings' `bays` list (decision 229) is a row of the simulators table.
  ['bay settings', bayChangeSchema, 'name', 'simulators.name'],
  ['shot settings', shotSettingsChangeSchema, 'units', 'users.shot_units'],
  // A bay's device key (decision 240) and each shot of POST /api/bay/shots (a list, so checked here shot by shot).
  ['bay key', bayDeviceKeyIssueSchema, 'label', 'bay_device_keys.label'],
  ['bay shot', bayShotSchema, 'shotId', 'bay_shots.shot_id'],
  ['bay shot', bayShotSchema, 'club', 'bay_shots.club_label'],
  // A payment taken at the desk (decision 260).
  ['payment', recordPaymentSchema, 'method', 'payments.method'],
  ['league payouts', payOutSchema, 'method', 'league_payouts.method'],
  ['payment', recordPaymentSchema, 'purpose', 'payments.purpose'],
  ['payment', recordPaymentSchema, 'note', 'payments.note'],
  // An online refund's reason, as Stripe names it (decision 408).
  ['refund', refundPaymentSchema, 'reason', 'stripe_refunds.reason'],
  // Guest rental rates (decision 304): the peak hours, half hours as 'HH:mm:00'.
  ['rental rates', rentalRatesInputSchema, 'peakFrom', 'rental_rates.peak_from'],
  ['rental rates', rentalRatesInputSchema, 'peakUntil', 'rental_rates.peak_until'],
  // A fee's waiver (decision 305).
  ['fee waiver', waiveFeeSchema, 'reason', 'booking_fees.waive_reason'],
  // an admin's reason for a staff booking past the daily cap: kept in its activity entry (decision 466).
  ['staff booking past the cap', adminBookingSchema, 'capOverrideReason', 'activity_log.after'],
  // The facility's facts are one JSON document in a text column (decision 228), so every text fact maps to it.
  ...(
    [
      'name',
      'street',
      'city',
      'region',
      'postalCode',
      'phone',
      'memberHours',
      'physicalTherapist',
      'facebookUrl',
      'instagramUrl',
      'xUrl',
      'youtubeUrl',
    ] as const
  ).map((field): [string, $ZodType, string, string] => [
    'facility settings',
    facilitySettingsPatchSchema,
    field,
    'facility_settings.facts',
  ]),
];

/**
 * Body fields of write routes that are not stored as text as sent: secrets (hashed), ids and numbers, dates and
 * times (stored normalised in fixed-width columns), flags, and the e-mail the server takes from the account.
 */
const NOT_STORED_AS_SENT = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'verificationCode',
  'token',
  'userId',
  'simulatorId',
  'bookingDate',
  'startTime',
  'endTime',
  'isMember',
  'isAdmin',
  'isFrontDesk',
  // leagues: dates are validated 'yyyy-MM-dd' (fixed width, like booking dates), the rest numbers and flags;
  // a score sheet's entries are score rows (their `result` is mapped above).
  'startDate',
  'endDate',
  'roundDate',
  'maxParticipants',
  'numberOfBays',
  'isActive',
  'createSchedule',
  // keep the free nights of a schedule (decision 110): a flag, never stored.
  'keepFreeNights',
  'isTeamLead',
  'leagueId',
  'teamId',
  'roundNumber',
  'roundId',
  'participantId',
  'opponentParticipantId',
  'strokes',
  'entries',
  'pairings',
  'countedRounds',
  'minRoundsToRank',
  'pointsWin',
  'pointsHalve',
  'pointsLoss',
  // courses and hole scores: an id, and holes kept as JSON in text columns (numbers only, bounded by their schemas).
  'courseId',
  'holes',
  // league night: numbers and a flag; an override is a handicap and its reason (checked below as the column).
  'handicapRounds',
  'handicapBestOf',
  'handicapAllowance',
  'handicapMaximum',
  'handicapProvisionalRounds',
  // the most a handicap moves in a night (decision 490): a number.
  'handicapNightMove',
  'skinsCarryOver',
  'allowTotals',
  // net double bogey (decision 211): a flag.
  'netDoubleBogey',
  // starting handicaps at the allowance (decision 290): a flag.
  'startingHandicapAllowance',
  // absences (decision 270): the absence rule's strokes or penalty score (a number), a player's did-not-play mark (a
  // row of league_absences).
  'absenceValue',
  'didNotPlay',
  // side games (decision 279): the holes of each game (at most 6 numbers, kept as '3,8' in 60 characters).
  'closestToPinHoles',
  'longDriveHoles',
  // points by finishing place (decision 487): the table's numbers, kept as '10,8,6' in leagues.place_points.
  'placePoints',
  // money on the night (decision 491): the buy-in in cents and the skins and prize shares in whole percent (numbers).
  'buyInCents',
  'skinsSharePercent',
  'prizesSharePercent',
  // a player's side-game distances posted with their card: rows of league_side_games as the organiser's entries.
  'sideGames',
  // flights (decision 288): how to split ('handicap', 'hand', 'none': not stored), the number of flights and each
  // team's flight (numbers, league_participants.flight).
  'split',
  'flights',
  'teams',
  // best ball and A/B sides (decision 497): the players of a best-ball side (2 or 4, leagues.team_size) and the
  // players listed with their sides (numbers, league_participants.side).
  'teamSize',
  'players',
  // a marked player's substitute (decision 274): an object whose name is checked above (substituteSchema), the rest
  // numbers (a member's id, a handicap, strokes).
  'substitute',
  // The player's results e-mail choice: a boolean column (league_participants.results_mail).
  'resultsMail',
  'startingHandicap',
  // A scramble team's two players' handicaps: numbers (league_participants.starting_handicap_player1 and _player2).
  'playerHandicaps',
  'override',
  // coaching: ids, lengths in minutes, the coach flag, and weekly windows (weekday numbers and fixed-width times).
  'coachId',
  'memberId',
  'durationMinutes',
  'isCoach',
  // demo-request triage: a flag.
  'becameMember',
  // desk: a walk-in's choice of guest or member and of when it starts (decide the row, not stored as text), a
  // check-in flag (stored as the server's timestamp).
  'for',
  'start',
  'arrived',
  // PUT /api/desk/bookings/:id/no-show: a boolean that sets or clears bookings.no_show_at (a timestamp).
  'noShow',
  'hours',
  // membership request: the account's own e-mail is stored, not the body's copy.
  'email',
  // facility settings: whole dollars, hours and days (numbers), and the version a save was read at.
  'membershipPrice',
  'membershipValue',
  'dailyCapHours',
  'bookingWindowDays',
  'staffedHoursStart',
  'staffedHoursEnd',
  'lessonBookingCutoffHours',
  'lessonCancelCutoffHours',
  'deskPaymentLimitDollars',
  'duesGraceDays',
  'noShowGraceMinutes',
  'morningEmailHour',
  'elevationM',
  'indoorTemperatureC',
  // guest rental rates (decision 304): cents per hour and a flag.
  'peakCentsPerHour',
  'offPeakCentsPerHour',
  'weekendsPeak',
  // the no-show and late-cancel fee policy (decision 305): a flag, cents and hours.
  'enabled',
  'noShowFeeCents',
  'lateCancelFeeCents',
  'lateCancelWindowHours',
  // and how money goes back (decision 412): one of core's two words, not text as sent.
  'moneyBackAs',
  'version',
  // facility settings: the bays, a list whose every name is checked above against simulators.name.
  'bays',
  // shot sessions: the booking a session is matched to (an id); the club of a file that names none, stored as core's
  // club list names it (normaliseClub, at most 6 characters), not as sent; a shot's exclusion (a boolean).
  'bookingId',
  'club',
  'excluded',
  // a file of another day imported for the booking all the same (decision 220): a flag, never stored.
  'otherDay',
  // the member's lesson reminders switched on or off (decision 281): a boolean column, not text as sent.
  'lessonReminders',
  // the member's modelled figures hidden or shown (decision 443): likewise.
  'hideModelled',
  // a coach's lesson price (decision 303): whole cents in an integer column, not text as sent.
  'lessonPriceCents',
  // a bay's shots (decision 241): a list whose text fields are checked shot by shot above; the desk giving them to a
  // member names the bay (an id), the day (fixed-width 'yyyy-MM-dd') and the shots (ids).
  'shots',
  'bayId',
  'date',
  'shotIds',
  // a bay agent's health line (decision 423): a flag, a count, and an instant stored normalised (toISOString, 24).
  'gsproConnected',
  'shotsWaiting',
  'lastShotAt',
  // the desk's till (decision 260): cents, the method and purpose (enums, checked above as columns), a lesson's id.
  'amountCents',
  'lessonId',
  // the day's close (decision 407): cents in integer columns.
  'countedCashCents',
  'openingFloatCents',
]);

/**
 * Route-specific: the sign-in identifier is only looked up (and cut to 255 for the limiter's bucket); an admin's
 * second-factor codes are only checked (decision 287).
 */
const NOT_STORED_ON_ROUTE = new Set([
  '/api/login:username',
  '/api/login/second-factor:code',
  '/api/user/second-factor/confirm:code',
  '/api/user/reauthenticate:code',
  '/api/user/second-factor/disable:code',
  '/api/user/second-factor/recovery-codes:code',
  // the units of an uploaded file that names none (decision 429): `imperial` or `metric`, converting its values.
  '/api/user/shot-sessions:units',
]);

async function columnLengths(ctx: TestContext, table: string): Promise<Map<string, number>> {
  const lengths = new Map<string, number>();
  if (isPostgres(ctx.db)) {
    const res = await ctx.db.raw(
      'SELECT column_name, character_maximum_length FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?',
      [table],
    );
    for (const row of res.rows as Array<{ column_name: string; character_maximum_length: number | null }>) {
      lengths.set(row.column_name, row.character_maximum_length ?? Infinity);
    }
    return lengths;
  }
  const rows: Array<{ name: string; type: string }> = await ctx.db.raw(`PRAGMA table_info(${table})`);
  for (const row of rows) {
    const match = /\((\d+)\)/.exec(row.type);
    lengths.set(row.name, match ? Number(match[1]) : Infinity);
  }
  return lengths;
}

describeEachDatabase('schema lengths against columns', (ctx) => {
  it('every stored string field of every schema fits its column', async () => {
    const problems: string[] = [];
    for (const [name, schema, key, column] of STORED) {
      const [table, col] = column.split('.') as [string, string];
      const field = fieldOf(schema, key);
      if (!field) {
        problems.push(`${name}.${key}: no such field`);
        continue;
      }
      const columns = await columnLengths(ctx, table);
      const width = columns.get(col);
      if (width === undefined) {
        problems.push(`${column}: no such column`);
        continue;
      }
      const max = maxLengthOf(field);
      if (max > width) problems.push(`${name}.${key} accepts ${max} characters, ${column} holds ${width}`);
    }
    expect(problems).toEqual([]);
  });

  it('every body field of every write route is mapped to its column or known not to be stored as sent', () => {
    const unmapped: string[] = [];
    for (const route of API_ROUTES) {
      if (route.method === 'GET' || !route.body) continue;
      for (const key of keysOf(route.body)) {
        const known =
          STORED.some(([, schema, k]) => k === key && schema === route.body) ||
          NOT_STORED_AS_SENT.has(key) ||
          NOT_STORED_ON_ROUTE.has(`${route.path}:${key}`);
        if (!known) unmapped.push(`${route.method} ${route.path}: ${key}`);
      }
    }
    expect(unmapped).toEqual([]);
  });

  it('a 55-character profile phone with 10 digits is a 400 with the documented message, not a 500', async () => {
    const { client, user } = await ctx.signInAs();
    const phone = `(407) 555-1234${' -'.repeat(20)}`;
    expect(phone).toHaveLength(54);
    const res = await client.patch('/api/user/profile', {
      username: user.username,
      email: user.email,
      phone: `${phone}-`,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.phone).toEqual(['Phone number must be 10 to 15 digits']);
  });
});
