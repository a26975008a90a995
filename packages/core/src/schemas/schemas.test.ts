import { describe, expect, it } from 'vitest';
import type { z } from '../zod';
import { MAX_ID, idParamsSchema, idSchema } from './common';
import {
  addMemberSchema,
  addParticipantSchema,
  adminBookingSchema,
  bookingsQuerySchema,
  contactFormSchema,
  createBookingSchema,
  createLeaguePayloadSchema,
  createScoreSchema,
  forgotPasswordSchema,
  joinLeagueSchemaFor,
  keypadCodeUpdateSchema,
  leagueFormSchema,
  leagueFormSchemaFor,
  loginSchema,
  membershipRequestFormSchema,
  membershipRequestSchema,
  newPasswordFormSchema,
  personNameUpdateSchema,
  profileUpdateSchema,
  registerFormSchema,
  registerPayloadSchema,
  resetPasswordBodySchema,
  toRegisterPayload,
  userTypeOf,
  verifyResetSchema,
} from '../index';

/** field path → messages, the way a form shows them. */
function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe('login', () => {
  it('trims the username and requires 3 characters and a 6-character password', () => {
    expect(errorsOf(loginSchema, { username: '  ab  ', password: '12345' })).toEqual({
      username: ['Username or email must be at least 3 characters'],
      password: ['Password must be at least 6 characters'],
    });
    expect(loginSchema.parse({ username: ' bob ', password: '123456' })).toEqual({
      username: 'bob',
      password: '123456',
    });
  });
  it('rejects unknown fields', () => {
    expect(errorsOf(loginSchema, { username: 'bob', password: '123456', isAdmin: true })._).toBeDefined();
  });
});

describe('register', () => {
  const valid = { username: 'ann@example.com', phone: '4075551234', password: 'secret1', confirmPassword: 'secret1' };
  it('accepts a valid form and builds the payload with email copied from username', () => {
    const form = registerFormSchema.parse(valid);
    const payload = toRegisterPayload(form);
    expect(payload).toEqual({
      username: 'ann@example.com',
      phone: '4075551234',
      password: 'secret1',
      email: 'ann@example.com',
    });
    expect(registerPayloadSchema.parse(payload)).toEqual(payload);
  });
  it('shows every documented message, mismatch on confirmPassword', () => {
    expect(
      errorsOf(registerFormSchema, { username: 'ann', phone: '407', password: '123', confirmPassword: '12' }),
    ).toEqual({
      username: ['Please enter a valid email address'],
      phone: ['Please enter a valid phone number'],
      password: ['Password must be at least 6 characters'],
      confirmPassword: ['Password must be at least 6 characters', 'Passwords do not match'],
    });
    expect(errorsOf(registerFormSchema, { ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });
  it('payload rejects confirmPassword and other unknown fields', () => {
    expect(errorsOf(registerPayloadSchema, { ...valid, email: valid.username })._).toBeDefined();
  });
});

describe('contact form', () => {
  it('defaults message to empty and requires an interest', () => {
    expect(
      contactFormSchema.parse({ name: 'Al', email: 'a@b.co', phone: '4075551234', interest: 'free_sim_demo' }).message,
    ).toBe('');
    expect(errorsOf(contactFormSchema, { name: 'A', email: 'x', phone: '1', interest: '' })).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid phone number'],
      interest: ['Please select an option'],
    });
  });
});

describe('booking bodies', () => {
  it("normalises 'HH:mm' to 'HH:mm:ss'", () => {
    expect(
      createBookingSchema.parse({ simulatorId: 1, bookingDate: '2026-11-21', startTime: '09:30', endTime: '10:30:00' }),
    ).toEqual({
      simulatorId: 1,
      bookingDate: '2026-11-21',
      startTime: '09:30:00',
      endTime: '10:30:00',
    });
  });
  it('rejects impossible dates and times, unknown fields, a bay id that is no id (which bays exist is a rule)', () => {
    expect(
      errorsOf(createBookingSchema, { simulatorId: 0, bookingDate: '2026-02-30', startTime: '25:00', endTime: '9:00' }),
    ).toEqual({
      simulatorId: ['Please choose a simulator bay'],
      bookingDate: ['Date must be a valid date (YYYY-MM-DD)'],
      startTime: ['Time must be in HH:mm:ss format'],
      endTime: ['Time must be in HH:mm:ss format'],
    });
    expect(errorsOf(createBookingSchema, { simulatorId: 1, bookingDate: '2026-11-21', endTime: '10:00' })).toEqual({
      startTime: ['Please select a time slot.'],
    });
    expect(
      errorsOf(adminBookingSchema, {
        userId: 2,
        simulatorId: 1,
        bookingDate: '2026-11-21',
        startTime: '09:00',
        endTime: '10:00',
        x: 1,
      })._,
    ).toBeDefined();
  });
  it('query coerces simulatorId from text', () => {
    expect(bookingsQuerySchema.parse({ date: '2026-11-21', simulatorId: '2' })).toEqual({
      date: '2026-11-21',
      simulatorId: 2,
    });
  });
  // The API fuzz found GET /api/bookings?from=null&to=null answering 500: the range rule counted days of a bad date.
  it("a range with a bad date is the field's own message; the range rule holds between real dates", () => {
    expect(errorsOf(bookingsQuerySchema, { from: 'null', to: '2026-11-21' })).toEqual({
      from: ['Date must be a valid date (YYYY-MM-DD)'],
    });
    expect(errorsOf(bookingsQuerySchema, { from: '2026-11-22', to: '2026-11-21' })).toEqual({
      to: ['Choose a range of at most 31 days'],
    });
    expect(errorsOf(bookingsQuerySchema, { from: '2026-11-01', to: '2026-12-02' })).toEqual({
      to: ['Choose a range of at most 31 days'],
    });
    expect(bookingsQuerySchema.safeParse({ from: '2026-11-01', to: '2026-12-01' }).success).toBe(true);
  });
});

describe('membership request', () => {
  it('uses the documented messages', () => {
    expect(errorsOf(membershipRequestFormSchema, { name: 'A', phone: '123', preferredContact: 'email' })).toEqual({
      name: ['Name must be at least 2 characters'],
      phone: ['Phone number must be at least 10 characters'],
    });
    expect(
      membershipRequestSchema.parse({
        name: 'Al',
        phone: '4075551234',
        preferredContact: 'either',
        userId: 3,
        email: 'a@b.co',
      }),
    ).toMatchObject({ userId: 3 });
  });
});

describe('admin add member', () => {
  it("requires both fields ('Please fill in all fields') and a valid email", () => {
    expect(errorsOf(addMemberSchema, {})).toEqual({
      email: ['Please fill in all fields'],
      phone: ['Please fill in all fields'],
    });
    expect(errorsOf(addMemberSchema, { email: 'nope', phone: '4075551234' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });
});

describe('keypad code', () => {
  it('is required and at most 6 characters', () => {
    expect(keypadCodeUpdateSchema.parse({ code: '123456' })).toEqual({ code: '123456' });
    expect(errorsOf(keypadCodeUpdateSchema, { code: '' }).code).toEqual(['Keypad code is required']);
    expect(errorsOf(keypadCodeUpdateSchema, { code: '1234567' }).code).toEqual([
      'Keypad code must be at most 6 characters',
    ]);
  });
  it('is 1 to 6 of the keypad characters: short codes are accepted, letters refused', () => {
    expect(keypadCodeUpdateSchema.parse({ code: '1' })).toEqual({ code: '1' });
    expect(keypadCodeUpdateSchema.parse({ code: '1234' })).toEqual({ code: '1234' });
    expect(keypadCodeUpdateSchema.parse({ code: ' *#9 ' })).toEqual({ code: '*#9' });
    expect(errorsOf(keypadCodeUpdateSchema, { code: 'ab12' }).code).toEqual([
      'Keypad code may contain only digits, * and #',
    ]);
    expect(errorsOf(keypadCodeUpdateSchema, { code: 'ab12cd' }).code).toEqual([
      'Keypad code may contain only digits, * and #',
    ]);
    expect(keypadCodeUpdateSchema.parse({ code: '12*4#6' })).toEqual({ code: '12*4#6' });
  });
});

describe('password reset', () => {
  it('forgot: valid email', () => {
    expect(errorsOf(forgotPasswordSchema, { email: 'x@' })).toEqual({ email: ['Please enter a valid email address'] });
  });
  it('verify: 6 digits, digits only', () => {
    expect(errorsOf(verifyResetSchema, { email: 'a@b.co', verificationCode: '12345' })).toEqual({
      verificationCode: ['Verification code must be 6 digits'],
    });
    expect(errorsOf(verifyResetSchema, { email: 'a@b.co', verificationCode: '12a456' })).toEqual({
      verificationCode: ['Verification code must contain only numbers'],
    });
  });
  it('new password: 8..100 and must match', () => {
    expect(errorsOf(newPasswordFormSchema, { newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: ['Password must be at least 8 characters'],
    });
    expect(errorsOf(newPasswordFormSchema, { newPassword: 'x'.repeat(101), confirmPassword: 'x'.repeat(101) })).toEqual(
      {
        newPassword: ['Password is too long'],
      },
    );
    expect(errorsOf(newPasswordFormSchema, { newPassword: 'longenough', confirmPassword: 'longenougH' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });
  it('reset body takes a token or an email + code, not both or neither', () => {
    expect(resetPasswordBodySchema.safeParse({ token: 'abc', newPassword: 'longenough' }).success).toBe(true);
    expect(
      resetPasswordBodySchema.safeParse({ email: 'a@b.co', verificationCode: '123456', newPassword: 'longenough' })
        .success,
    ).toBe(true);
    expect(resetPasswordBodySchema.safeParse({ newPassword: 'longenough' }).success).toBe(false);
    expect(
      resetPasswordBodySchema.safeParse({
        token: 'abc',
        email: 'a@b.co',
        verificationCode: '123456',
        newPassword: 'longenough',
      }).success,
    ).toBe(false);
  });
});

describe('profile', () => {
  it('username 3..50, valid email, phone optional with 10..15 digits', () => {
    expect(errorsOf(profileUpdateSchema, { username: 'ab', email: 'a@b.co' })).toEqual({
      username: ['Username must be at least 3 characters long'],
    });
    expect(errorsOf(profileUpdateSchema, { username: 'a'.repeat(51), email: 'a@b.co' })).toEqual({
      username: ['Username must be less than 50 characters'],
    });
    expect(
      profileUpdateSchema.safeParse({ username: 'a'.repeat(50), email: 'a@b.co', phone: '(407) 555-1234' }).success,
    ).toBe(true);
    expect(errorsOf(profileUpdateSchema, { username: 'abc', email: 'a@b.co', phone: '555-1234' }).phone).toEqual([
      'Phone number must be 10 to 15 digits',
    ]);
    expect(
      errorsOf(profileUpdateSchema, { username: 'abc', email: 'a@b.co', phone: '1234567890123456' }).phone,
    ).toEqual(['Phone number must be 10 to 15 digits']);
  });
});

describe('league form', () => {
  const valid = {
    name: 'Winter League',
    leagueType: 'individual',
    scoringType: 'lowest_score',
    startDate: '2026-12-01',
    endDate: '2027-03-01',
    dayOfWeek: 'Tuesday',
    startTime: '18:00',
    endTime: '20:00',
    maxParticipants: 4,
    numberOfBays: 1,
    isActive: true,
  };
  it('accepts the defaults-like form and a create payload with createSchedule', () => {
    expect(leagueFormSchema.safeParse(valid).success).toBe(true);
    expect(createLeaguePayloadSchema.parse({ ...valid, createSchedule: true }).createSchedule).toBe(true);
    expect(createLeaguePayloadSchema.parse(valid).createSchedule).toBe(false);
  });
  it('shows every required-field message', () => {
    expect(errorsOf(leagueFormSchema, { isActive: true })).toEqual({
      name: ['League name must be at least 3 characters'],
      leagueType: ['Please select a league type'],
      scoringType: ['Please select a scoring type'],
      startDate: ['Please select a start date'],
      endDate: ['Please select an end date'],
      dayOfWeek: ['Please select a day of the week'],
      startTime: ['Please specify a start time'],
      endTime: ['Please specify an end time'],
      maxParticipants: ['Must have at least 1 participant'],
      numberOfBays: ['Must have at least 1 bay'],
    });
  });
  it('time format, ranges and cross-field rules', () => {
    expect(
      errorsOf(leagueFormSchemaFor(2), {
        ...valid,
        name: 'ab',
        startTime: '6pm',
        endTime: '25:00',
        maxParticipants: 51,
        numberOfBays: 3,
      }),
    ).toEqual({
      name: ['League name must be at least 3 characters'],
      startTime: ['Time must be in 24-hour format (HH:MM)'],
      endTime: ['Time must be in 24-hour format (HH:MM)'],
      maxParticipants: ['Maximum 50 participants'],
      numberOfBays: ['Maximum 2 bays available'],
    });
    expect(errorsOf(leagueFormSchema, { ...valid, maxParticipants: 0, numberOfBays: 0 })).toEqual({
      maxParticipants: ['Must have at least 1 participant'],
      numberOfBays: ['Must have at least 1 bay'],
    });
    expect(
      errorsOf(leagueFormSchema, { ...valid, endDate: '2026-11-30', startTime: '20:00', endTime: '20:00' }),
    ).toEqual({
      endDate: ['End date must be after start date'],
      endTime: ['End time must be after start time'],
    });
    // The bays follow the facility's open bays: three open allow a three-bay league, not four.
    expect(leagueFormSchemaFor(3).safeParse({ ...valid, numberOfBays: 3 }).success).toBe(true);
    expect(errorsOf(leagueFormSchemaFor(3), { ...valid, numberOfBays: 4 })).toEqual({
      numberOfBays: ['Maximum 3 bays available'],
    });
    expect(errorsOf(leagueFormSchemaFor(1), { ...valid, numberOfBays: 2 })).toEqual({
      numberOfBays: ['Maximum 1 bay available'],
    });
    // Same start and end date is a one-day league: allowed.
    expect(leagueFormSchema.safeParse({ ...valid, endDate: valid.startDate }).success).toBe(true);
    expect(errorsOf(leagueFormSchema, { ...valid, dayOfWeek: 'Funday' })).toEqual({
      dayOfWeek: ['Please select a day of the week'],
    });
    expect(errorsOf(createLeaguePayloadSchema, { ...valid, extra: 1 })._).toBeDefined();
  });

  const rules = {
    strokeRanking: 'best_rounds',
    countedRounds: 6,
    minRoundsToRank: 3,
    pointsWin: 3,
    pointsHalve: 1.5,
    pointsLoss: 0.5,
    byeResult: 'halve',
  };
  it('takes the ranking rules as optional fields', () => {
    // Without them (the defaults apply) and with all of them.
    expect(leagueFormSchema.parse(valid)).not.toHaveProperty('strokeRanking');
    expect(leagueFormSchema.parse({ ...valid, ...rules })).toMatchObject(rules);
    expect(createLeaguePayloadSchema.parse({ ...valid, ...rules })).toMatchObject(rules);
    expect(leagueFormSchema.safeParse({ ...valid, strokeRanking: 'average', countedRounds: null }).success).toBe(true);
    expect(errorsOf(leagueFormSchema, { ...valid, strokeRanking: 'best', byeResult: 'loss' })).toEqual({
      strokeRanking: ['Please select how stroke play is ranked'],
      byeResult: ['Please select what a bye earns'],
    });
  });
  it('needs how many rounds count with the best-rounds ranking, 1 to 52', () => {
    for (const form of [leagueFormSchema, createLeaguePayloadSchema]) {
      expect(errorsOf(form, { ...valid, strokeRanking: 'best_rounds' })).toEqual({
        countedRounds: ['Enter how many rounds count'],
      });
      expect(errorsOf(form, { ...valid, strokeRanking: 'best_rounds', countedRounds: null })).toEqual({
        countedRounds: ['Enter how many rounds count'],
      });
    }
    for (const countedRounds of [0, 53, 2.5]) {
      expect(errorsOf(leagueFormSchema, { ...valid, ...rules, countedRounds })).toEqual({
        countedRounds: ['Rounds counted must be between 1 and 52'],
      });
    }
    for (const minRoundsToRank of [0, 53, 1.5]) {
      expect(errorsOf(leagueFormSchema, { ...valid, ...rules, minRoundsToRank })).toEqual({
        minRoundsToRank: ['Minimum rounds must be between 1 and 52'],
      });
    }
    expect(leagueFormSchema.safeParse({ ...valid, ...rules, countedRounds: 52, minRoundsToRank: 1 }).success).toBe(
      true,
    );
  });
  it('takes points from 0 to 10 in steps of 0.5', () => {
    for (const pointsWin of [0.25, 10.5, 12]) {
      expect(errorsOf(leagueFormSchema, { ...valid, ...rules, pointsWin, pointsHalve: 0, pointsLoss: 0 })).toEqual({
        pointsWin: ['Points must be between 0 and 10, in steps of 0.5'],
      });
    }
    for (const pointsLoss of [-0.5, '0']) {
      expect(errorsOf(leagueFormSchema, { ...valid, ...rules, pointsLoss })).toEqual({
        pointsLoss: ['Points must be between 0 and 10, in steps of 0.5'],
      });
    }
    expect(
      leagueFormSchema.safeParse({ ...valid, ...rules, pointsWin: 10, pointsHalve: 0, pointsLoss: 0 }).success,
    ).toBe(true);
  });
  it('a win must earn more than a loss, a halve between them', () => {
    const order = { pointsHalve: ['A win must earn more than a loss, and a halve must be between them'] };
    expect(errorsOf(leagueFormSchema, { ...valid, pointsWin: 1, pointsHalve: 1, pointsLoss: 1 })).toEqual(order);
    expect(errorsOf(leagueFormSchema, { ...valid, pointsWin: 2, pointsHalve: 2.5, pointsLoss: 0 })).toEqual(order);
    expect(errorsOf(leagueFormSchema, { ...valid, pointsWin: 2, pointsHalve: 0.5, pointsLoss: 1 })).toEqual(order);
    // A body sending only some points is checked by the server against the league's own (checkLeagueChange).
    expect(createLeaguePayloadSchema.safeParse({ ...valid, pointsLoss: 1 }).success).toBe(true);
    // A halve may equal a win or a loss.
    expect(leagueFormSchema.safeParse({ ...valid, pointsWin: 2, pointsHalve: 2, pointsLoss: 0 }).success).toBe(true);
    expect(leagueFormSchema.safeParse({ ...valid, pointsWin: 2, pointsHalve: 0, pointsLoss: 0 }).success).toBe(true);
  });
});

describe('add participant and league signup', () => {
  it('accepts numeric strings from the form, with the documented messages otherwise', () => {
    expect(addParticipantSchema.parse({ userId: '7', teamId: '3' })).toEqual({
      userId: 7,
      teamId: 3,
      isTeamLead: false,
    });
    expect(errorsOf(addParticipantSchema, { userId: '', teamId: '' })).toEqual({
      userId: ['Please select a user'],
      teamId: ['Team ID is required'],
    });
    expect(errorsOf(addParticipantSchema, { userId: 'abc', teamId: 'x1' })).toEqual({
      userId: ['Please select a valid user'],
      teamId: ['Team ID must be a number'],
    });
  });
  it('scramble signup requires partner name and email', () => {
    expect(errorsOf(joinLeagueSchemaFor('scramble'), { userId: 4, isTeamLead: true })).toEqual({
      player2Name: ['Partner name is required'],
      player2Email: ['Partner email is required'],
    });
    expect(joinLeagueSchemaFor('individual').safeParse({ userId: 4, isTeamLead: false }).success).toBe(true);
  });
});

describe('scores', () => {
  it('needs exactly one of strokes or result, strokes 18..200', () => {
    expect(createScoreSchema.safeParse({ roundId: 1, participantId: 2, strokes: 72 }).success).toBe(true);
    expect(
      createScoreSchema.safeParse({ roundId: 1, participantId: 2, result: 'win', opponentParticipantId: 3 }).success,
    ).toBe(true);
    expect(errorsOf(createScoreSchema, { roundId: 1, participantId: 2 }).strokes).toEqual([
      'Enter either strokes or a match result',
    ]);
    expect(errorsOf(createScoreSchema, { roundId: 1, participantId: 2, strokes: 17 }).strokes).toEqual([
      'Strokes must be at least 18',
    ]);
  });
});

describe('userTypeOf', () => {
  it('admin beats member beats regular', () => {
    expect(userTypeOf({ isAdmin: true, isMember: false })).toBe('admin');
    expect(userTypeOf({ isAdmin: false, isMember: true })).toBe('member');
    expect(userTypeOf({ isAdmin: false, isMember: false })).toBe('regular');
  });
});

describe('ids stay within the integer column range (no database out-of-range 500s)', () => {
  it('accepts MAX_ID and rejects anything above it, in bodies and path params', () => {
    expect(idSchema.safeParse(MAX_ID).success).toBe(true);
    expect(idSchema.safeParse(MAX_ID + 1).success).toBe(false);
    expect(idParamsSchema.safeParse({ id: String(MAX_ID + 1) }).success).toBe(false);
    const body = { simulatorId: 1, bookingDate: '2030-01-01', startTime: '10:00', endTime: '11:00' };
    expect(adminBookingSchema.safeParse({ ...body, userId: Number.MAX_SAFE_INTEGER }).success).toBe(false);
  });
});

describe('the display name field (docs/decisions/200-a-persons-display-name.md)', () => {
  const profile = (name: unknown) =>
    profileUpdateSchema.safeParse({ username: 'chipshot', email: 'chip@example.com', name });

  it('is trimmed, and empty means none', () => {
    expect(profile('  Ann Lee  ').data?.name).toBe('Ann Lee');
    expect(profile('   ').data?.name).toBe('');
    expect(profileUpdateSchema.parse({ username: 'chipshot', email: 'chip@example.com' }).name).toBeUndefined();
  });

  it('is at most 60 characters', () => {
    expect(profile('a'.repeat(60)).success).toBe(true);
    expect(profile('a'.repeat(61)).error?.issues[0]?.message).toBe('Name must be at most 60 characters');
  });

  it.each([
    ['a control character', 'Ann\u0007Lee'],
    ['a line break', 'Ann\nLee'],
    ['a right-to-left override', 'Ann\u202EeeL'],
    ['a zero-width space', 'Ann\u200BLee'],
  ])('refuses %s', (_what, name) => {
    expect(profile(name).error?.issues[0]?.message).toBe('Name contains characters that are not allowed');
  });

  it('accepts letters of any script and punctuation', () => {
    for (const name of ['José Núñez', '山田太郎', "O'Brien-Smith", 'Zoë'])
      expect(profile(name).success, name).toBe(true);
  });

  it('is optional at registration and sent only when given', () => {
    const form = { username: 'ann@example.com', phone: '4075551234', password: 'secret1', confirmPassword: 'secret1' };
    expect(toRegisterPayload(registerFormSchema.parse(form))).not.toHaveProperty('name');
    expect(toRegisterPayload(registerFormSchema.parse({ ...form, name: '' }))).not.toHaveProperty('name');
    const payload = toRegisterPayload(registerFormSchema.parse({ ...form, name: ' Ann Lee ' }));
    expect(payload.name).toBe('Ann Lee');
    expect(registerPayloadSchema.parse(payload)).toEqual(payload);
    expect(registerFormSchema.safeParse({ ...form, name: 'a'.repeat(61) }).success).toBe(false);
  });

  it('is optional when an admin adds a member, and required (possibly empty) when an admin sets it', () => {
    expect(addMemberSchema.safeParse({ email: 'a@b.co', phone: '4075551234' }).success).toBe(true);
    expect(addMemberSchema.parse({ email: 'a@b.co', phone: '4075551234', name: ' Ann ' }).name).toBe('Ann');
    expect(personNameUpdateSchema.parse({ name: '' })).toEqual({ name: '' });
    expect(personNameUpdateSchema.safeParse({}).success).toBe(false);
    expect(personNameUpdateSchema.safeParse({ name: 'Ann', isAdmin: true }).success).toBe(false);
  });
});
