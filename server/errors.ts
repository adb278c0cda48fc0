// Errors a handler throws on purpose: the error handler answers `{ status, message }` with them.
// Their words come from kernel/server-messages.ts (issue #20 §6), never a literal here or in a route.
import { SERVER_MESSAGES } from '../kernel/server-messages';

export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = SERVER_MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string) => new HttpError(429, message);

/** The server's messages: one catalogue in the kernel, shared with the browser's mapping. */
export const MESSAGES = SERVER_MESSAGES;
