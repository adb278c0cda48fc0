// The refusals made before any route runs, in the contract's `{ status, message }` shape and never
// echoing the request (issue #21 §14):
// - the router's (frameworkErrors): a path parameter over MAX_PARAM_LENGTH characters → 414, a path
//   that is not valid percent-encoding → 400;
// - Node's HTTP parser (clientErrorHandler, before Fastify sees a request): a request line and
//   headers over Node's limit (an over-long URL) → 431, a request that timed out → 408, anything
//   else it cannot parse → 400, written on the socket, which is then closed;
// - an /api/ path no API route matched whose segment is over MAX_PARAM_LENGTH → 414, so that the
//   answer does not depend on whether a catch-all route (the SPA's files, with dist/) is installed:
//   the router only reports the long parameter when nothing else matches.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The router's limit on one path parameter, in characters after decoding. */
export const MAX_PARAM_LENGTH = 200;

const TOO_LONG = 'A path parameter is too long.';
const MALFORMED_URL = 'Malformed URL.';

function sendRefusal(reply: FastifyReply, status: number, message: string): void {
  void reply.code(status).type('application/json; charset=utf-8').send({ status, message });
}

/** Fastify's frameworkErrors: the router's own refusals. */
export function frameworkErrors(error: { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.statusCode === 414) sendRefusal(reply, 414, TOO_LONG);
  else sendRefusal(reply, 400, MALFORMED_URL);
}

/** What Node's parser reports → the answer written on the socket. */
export function clientErrorAnswer(code: string | undefined): { status: 400 | 408 | 431; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The URL or the request headers are too long.' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request took too long to arrive.' };
  return { status: 400, message: 'Malformed HTTP request.' };
}

/**
 * Fastify's clientErrorHandler (Node's 'clientError' event): Fastify's default writes its own
 * `{ error, message, statusCode }`; this writes the contract's shape, then closes the connection.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection is gone already: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ status, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The 414 of an /api/ path that only a catch-all matched (or nothing) because a segment is too long. */
export function installLongSegmentRefusal(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // An API route matched: the router has checked its parameters already.
    if (request.routeOptions.url?.startsWith('/api/')) return;
    const segments = (request.url.split('?', 1)[0] ?? '').split('/').map(decoded);
    if (segments[1] !== 'api' || !segments.some((s) => s.length > MAX_PARAM_LENGTH)) return;
    sendRefusal(reply, 414, TOO_LONG);
    return reply;
  });
}
