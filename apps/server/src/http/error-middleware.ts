// The one error middleware: every failure leaves the API as JSON `{ message, fieldErrors? }`.
// Body-parser failures (malformed JSON, too large, wrong charset) are the client's fault → 4xx, never 500.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
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
    if (e.type === 'entity.parse.failed') {
      return new AppError(400, 'The request body is not valid JSON.');
    }
    if (e.type === 'entity.too.large') {
      return new AppError(413, 'The request body is too large.');
    }
    // Other body-parser / http-errors client errors (unsupported charset, encoding...).
    if (typeof status === 'number' && status >= 400 && status < 500 && e.expose !== false) {
      return new AppError(status, 'The request could not be processed.');
    }
  }
  return undefined;
}

export function apiNotFound(): RequestHandler {
  return (req, _res, next) => {
    next(new AppError(404, `No API route for ${req.method} ${req.originalUrl.split('?')[0]}.`));
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
      res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
      return;
    }
    // A deliberate 5xx (e.g. the booking lock's 503) is still the server failing a user: operators must see it.
    if (appError.status >= 500) logError(appError);
    const body: { message: string; fieldErrors?: Record<string, string[]> } = {
      message: appError.message,
    };
    if (appError.fieldErrors) body.fieldErrors = appError.fieldErrors;
    res.status(appError.status).json(body);
  };
}
