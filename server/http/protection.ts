// Security headers and anti-forgery, one concern of buildApp: cookies are parsed (the XSRF token
// travels in one), helmet's headers go on every reply (the CSP of ./csp.ts), and every unsafe call
// under /api/ must echo the XSRF token (./xsrf.ts).
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { helmetOptions } from './csp';
import { installSecurityHeaders } from './security-headers';
import { installXsrf } from './xsrf';

export async function installProtection(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  await app.register(cookie);
  installSecurityHeaders(app, helmetOptions(options.production));
  installXsrf(app);
}
