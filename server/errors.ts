// Errors a handler throws on purpose: the error handler answers `{ status, message }` with them.
// Their words come from kernel/server-messages.ts (issue #20 §6), never a literal here or in a route.
import { SERVER_MESSAGES } from '../kernel/server-messages';

export class HttpError extends Error {
  readonly statusCode: number;
  /** What the answer carries beside the message (`data`), e.g. the amounts that apply now (issue #37). */
  readonly data: unknown;
  constructor(statusCode: number, message: string, data?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.data = data;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = SERVER_MESSAGES.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 409 AmountsChanged (issue #37): what the caller confirmed no longer applies; `data` is what does. */
export const amountsChanged = (message: string, data: object) => new HttpError(409, message, data);
export const tooMany = (message: string) => new HttpError(429, message);

/** The server's messages: one catalogue in the kernel, shared with the browser's mapping. */
export const MESSAGES = SERVER_MESSAGES;
