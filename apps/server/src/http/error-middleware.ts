// The one error middleware: every failure leaves the API as JSON `{ code, message, fieldErrors? }`
// (core's apiErrorBodySchema; the code's status comes from core's error table).
// Body-parser failures (malformed JSON, too large, wrong charset) are the client's fault → 4xx, never 500.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { ApiErrorBody } from '@longwood/core';
import { AppError, isAppError } from './errors';
import { zodToAppError } from './zod-errors';

export type ErrorLogger = (error: unknown) => void;

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

function toAppError(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  if (error instanceof z.ZodError) return zodToAppError(error);
  if (typeof error === 'object' && error !== null) {
    const e = error as HttpishError;
    const status = e.status ?? e.statusCode;
    if (e.type === 'entity.parse.failed') return new AppError('INVALID_JSON');
    if (e.type === 'entity.too.large') return new AppError('PAYLOAD_TOO_LARGE');
    // Other body-parser / http-errors client errors (unsupported charset or encoding, aborted body...).
    if (typeof status === 'number' && status >= 400 && status < 500 && e.expose !== false) {
      return new AppError(status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'MALFORMED_REQUEST');
    }
  }
  return undefined;
}

export function apiNotFound(): RequestHandler {
  return (req, _res, next) => {
    next(new AppError('NOT_FOUND', `No API route for ${req.method} ${req.originalUrl.split('?')[0]}.`));
  };
}

export function errorMiddleware(logError: ErrorLogger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const appError = toAppError(error);
    if (!appError) {
      logError(error);
      const body: ApiErrorBody = { code: 'INTERNAL_ERROR', message: new AppError('INTERNAL_ERROR').message };
      res.status(500).json(body);
      return;
    }
    // A deliberate 5xx (e.g. the booking lock's 503) is still the server failing a user: operators must see it.
    if (appError.status >= 500) logError(appError);
    const body: ApiErrorBody = { code: appError.code, message: appError.message };
    if (appError.fieldErrors) body.fieldErrors = appError.fieldErrors;
    res.status(appError.status).json(body);
  };
}
