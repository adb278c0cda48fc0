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
