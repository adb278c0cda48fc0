// `{ status, message }` for every error; 4xx for anything the client did, 500 only for bugs.
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from '../platform/constants';
import { HttpError, MESSAGES } from '../errors';
import { inLanguage, requestLanguage } from '../platform/language';

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const err = error as {
      statusCode?: number;
      status?: number;
      message?: string;
      validation?: unknown;
      code?: string;
    };
    let status = err.statusCode ?? err.status ?? 500;
    let message = typeof err.message === 'string' && err.message ? err.message : MESSAGES.internal;
    if (err.validation) status = 400;
    if (!Number.isInteger(status) || status < 400 || status > 599) status = 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      if (status === 500 || !(error instanceof HttpError)) message = MESSAGES.internal;
    } else if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (err.code === undefined && /JSON/.test(message) && status === 400)
    ) {
      message = 'Request body is not valid JSON.';
    } else if (status === 413) {
      message = `Request body is too large (limit ${BODY_LIMIT_BYTES / 1024} KiB).`;
    }
    if (!message.endsWith('.')) message = `${message}.`;
    message = inLanguage(message, requestLanguage(request.headers['accept-language']));
    const data = status < 500 && error instanceof HttpError && error.data !== undefined ? error.data : undefined;
    void reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(data === undefined ? { status, message } : { status, message, data });
  });
}
