import { describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  DEFAULT_ERROR_MESSAGES,
  defaultErrorMessage,
  ERROR_CODES,
  ERROR_STATUS,
  httpStatusOf,
} from './errors';
import { POLICY } from './policy';
import { BOOKING_MESSAGES } from './rules/booking';

describe('error codes → HTTP statuses (one table)', () => {
  it('maps the codes the API relies on to their statuses', () => {
    expect(httpStatusOf('VALIDATION_FAILED')).toBe(400);
    expect(httpStatusOf('NOT_SIGNED_IN')).toBe(401);
    expect(httpStatusOf('INVALID_CREDENTIALS')).toBe(401);
    expect(httpStatusOf('MEMBERS_ONLY')).toBe(403);
    expect(httpStatusOf('ADMINS_ONLY')).toBe(403);
    expect(httpStatusOf('STAFF_ONLY')).toBe(403);
    expect(httpStatusOf('NOT_FOUND')).toBe(404);
    expect(httpStatusOf('ACCOUNT_TAKEN')).toBe(409);
    expect(httpStatusOf('BOOKING_FULL')).toBe(409);
    expect(httpStatusOf('BOOKING_OUTSIDE_WINDOW')).toBe(422);
    expect(httpStatusOf('PAYLOAD_TOO_LARGE')).toBe(413);
    expect(httpStatusOf('RATE_LIMITED')).toBe(429);
    expect(httpStatusOf('INTERNAL_ERROR')).toBe(500);
    expect(httpStatusOf('BOOKINGS_BUSY')).toBe(503);
  });

  it('uses only error statuses and names codes in SCREAMING_SNAKE_CASE', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
  });

  it('every role denial is a 403 with a default message', () => {
    for (const { denied } of Object.values(POLICY)) {
      expect(httpStatusOf(denied)).toBe(403);
      expect(DEFAULT_ERROR_MESSAGES[denied]).toEqual(expect.any(String));
    }
  });

  it('keeps the texts people already see', () => {
    expect(defaultErrorMessage('NOT_SIGNED_IN')).toBe('You must be signed in to do that.');
    expect(defaultErrorMessage('MEMBERS_ONLY')).toBe('This is available to members only.');
    expect(defaultErrorMessage('ADMINS_ONLY')).toBe("You don't have permission to do that. Administrators only.");
    expect(defaultErrorMessage('INTERNAL_ERROR')).toBe('Something went wrong on our side. Please try again.');
    // A code without a default gets a neutral sentence, never the code itself.
    expect(defaultErrorMessage('BOOKING_FULL')).not.toContain('BOOKING_FULL');
    expect(BOOKING_MESSAGES.fullyBooked).toBe('This time slot is fully booked. Please choose another time.');
  });

  it('describes the error body', () => {
    const body = { code: 'VALIDATION_FAILED', message: 'Bad', fieldErrors: { email: ['Bad'] } };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(apiErrorBodySchema.safeParse({ code: 'NOPE', message: 'x' }).success).toBe(false);
  });
});
