// The app's origin as the browser sees it, for the absolute links the server hands out (the
// payment page, the ticket link in a WhatsApp notice): PUBLIC_URL when set, else the request's
// scheme and Host (only a well-formed Host; '' otherwise, for a relative link).
import type { FastifyRequest } from 'fastify';

const HOST_RE = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The app's origin as the browser sees it: PUBLIC_URL, else this request's scheme and Host. */
export function originOf(ctx: { publicUrl: string | null }, request: FastifyRequest): string {
  if (ctx.publicUrl) return ctx.publicUrl;
  const host = request.host;
  return host && HOST_RE.test(host) ? `${request.protocol}://${host}` : '';
}

/**
 * The server's own address as an origin (`http://localhost:8080`), for the links of notices no
 * request asked for when PUBLIC_URL is unset (issue #38: a reminder's link was relative). None for
 * PORT=0 (the port is not known yet).
 */
export function ownOrigin(c: { publicUrl: string | null; host: string; port: number }): string | null {
  if (c.publicUrl || c.port === 0) return null;
  const host = c.host === '0.0.0.0' || c.host === '::' || c.host === '127.0.0.1' ? 'localhost' : c.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${c.port}`;
}
