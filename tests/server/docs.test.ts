// The API reference (issue #26, server/docs/api-docs.ts) on a Fastify instance of its own with the
// app's security headers: GET /api/docs (Redoc from our own node_modules, under a CSP of its own)
// and GET /api/openapi.yaml, on outside production, in production only with API_DOCS=1; every
// other answer keeps the app's CSP.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApiDocs, type ApiDocsOptions } from '../../server/http/api-docs';
import { helmetOptions } from '../../server/http/csp';
import { installProtection } from '../../server/http/protection';
import { securityHeaders } from '../../server/http/security-headers';

const SPEC = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
const BUNDLE = readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'));
const PATHS = ['/api/docs', '/api/docs/redoc.standalone.js', '/api/docs/init.js', '/api/openapi.yaml'];

const apps: FastifyInstance[] = [];
async function server(options: ApiDocsOptions): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  await installProtection(app, { production: options.production });
  installApiDocs(app, options);
  app.get('/api/elsewhere', async () => ({ status: 200, message: 'ok' }));
  await app.ready();
  return app;
}

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('GET /api/docs and GET /api/openapi.yaml', () => {
  it('serves the page, the renderer from our own server and the contract in development', async () => {
    const app = await server({ production: false });

    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    // Everything the page loads is ours: no other origin anywhere in it.
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).toContain('<script src="/api/docs/redoc.standalone.js"></script>');
    expect(page.body).toContain('data-spec-url="/api/openapi.yaml"');
    expect(page.body).toContain('<title>Seberang API — API reference</title>');

    const bundle = await app.inject({ url: '/api/docs/redoc.standalone.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(bundle.rawPayload.equals(BUNDLE)).toBe(true);

    const init = await app.inject({ url: '/api/docs/init.js' });
    expect(init.statusCode).toBe(200);
    expect(init.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(init.body).toContain('Redoc.init(');

    const spec = await app.inject({ url: '/api/openapi.yaml' });
    expect(spec.statusCode).toBe(200);
    expect(spec.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(spec.body).toBe(SPEC);
  });

  it('gives the page a CSP of its own, with a fresh nonce per answer, and leaves every other CSP as it was', async () => {
    const app = await server({ production: false });
    const [a, b] = await Promise.all([app.inject({ url: '/api/docs' }), app.inject({ url: '/api/docs' })]);
    const csp = String(a.headers['content-security-policy']);
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(String(b.headers['content-security-policy'])).not.toContain(nonce);
    // The nonce admits the page's own <style> and is what Redoc gives its styled-components.
    expect(a.body).toContain(`<style nonce="${nonce}">`);
    expect(a.body).toContain(`<script nonce="${nonce}" src="/api/docs/init.js"`);

    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('worker-src')).toEqual(['blob:']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('style-src')?.slice(0, 2)).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);

    // The app's policy everywhere else, the contract file included.
    const appCsp = securityHeaders(helmetOptions(false))['content-security-policy'];
    for (const url of ['/api/elsewhere', '/api/openapi.yaml', '/api/docs/redoc.standalone.js']) {
      expect((await app.inject({ url })).headers['content-security-policy']).toBe(appCsp);
    }
  });

  it('sends the megabyte of Redoc compressed when the browser takes it, and revalidates it by ETag', async () => {
    const app = await server({ production: false });
    const br = await app.inject({ url: '/api/docs/redoc.standalone.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(BUNDLE)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 3);

    const gzip = await app.inject({ url: '/api/docs/redoc.standalone.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(BUNDLE)).toBe(true);

    const etag = String(br.headers['etag']);
    expect(br.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({ url: '/api/docs/redoc.standalone.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('is off in production unless API_DOCS=1', async () => {
    vi.stubEnv('API_DOCS', '');
    const off = await server({ production: true });
    for (const url of PATHS) expect((await off.inject({ url })).statusCode, url).toBe(404);
    expect((await off.inject({ url: '/api/elsewhere' })).statusCode).toBe(200);

    vi.stubEnv('API_DOCS', '1');
    const fromEnv = await server({ production: true });
    for (const url of PATHS) expect((await fromEnv.inject({ url })).statusCode, url).toBe(200);

    vi.stubEnv('API_DOCS', '');
    const fromOption = await server({ production: true, apiDocs: true });
    for (const url of PATHS) expect((await fromOption.inject({ url })).statusCode, url).toBe(200);
    const page = await fromOption.inject({ url: '/api/docs' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['strict-transport-security']).toBeTruthy(); // the app's other production headers stay

    // Any value but 1 keeps it off; outside production it is on whatever API_DOCS says.
    vi.stubEnv('API_DOCS', 'true');
    expect((await (await server({ production: true })).inject({ url: '/api/docs' })).statusCode).toBe(404);
    vi.stubEnv('API_DOCS', '0');
    expect((await (await server({ production: false })).inject({ url: '/api/docs' })).statusCode).toBe(200);
  });
});
