import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { errorMiddleware } from './error-middleware';

function run(error: unknown) {
  const logged: unknown[] = [];
  const sent: { status?: number; body?: unknown } = {};
  const headers: Record<string, string> = {};
  const res = {
    headersSent: false,
    headers,
    setHeader(name: string, value: string) {
      headers[name] = value;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    json(body: unknown) {
      sent.body = body;
      return this;
    },
  } as unknown as Response;
  errorMiddleware((e) => logged.push(e))(error, { id: 'req-7' } as unknown as Request, res, () => undefined);
  return { logged, sent, headers };
}

describe('errorMiddleware', () => {
  it('hides internals of unexpected errors (no SQL, no stack) and logs them', () => {
    const { logged, sent } = run(new Error('select * from users - invalid byte sequence'));
    expect(sent).toEqual({
      status: 500,
      body: {
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side. Please try again.',
        requestId: 'req-7',
      },
    });
    expect(logged).toHaveLength(1);
  });

  it('answers a lost database connection with 503, Retry-After and the request id', () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const { logged, sent, headers } = run(lost);
    expect(sent.status).toBe(503);
    expect(sent.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', requestId: 'req-7' });
    expect(headers['Retry-After']).toBe('5');
    expect(logged).toEqual([lost]);
    expect(run(new Error('Connection terminated unexpectedly')).sent.status).toBe(503);
  });

  it('logs a deliberate 5xx (e.g. the booking lock 503) but not a 4xx', () => {
    expect(run(new AppError('BOOKINGS_BUSY', 'Bookings are busy right now. Please try again.')).logged).toHaveLength(1);
    expect(run(new AppError('BOOKING_FULL', 'Taken')).logged).toHaveLength(0);
  });

  it('answers { code, message, fieldErrors } with the status of the code', () => {
    const { sent } = run(new AppError('VALIDATION_FAILED', 'Please enter a valid email address', { email: ['x'] }));
    expect(sent).toEqual({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Please enter a valid email address', fieldErrors: { email: ['x'] } },
    });
    expect(run({ type: 'entity.parse.failed', status: 400 }).sent).toEqual({
      status: 400,
      body: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
    });
    expect(run({ status: 415, expose: true }).sent.status).toBe(415);
  });
});
