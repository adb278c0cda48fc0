// Refusals made before any route runs keep the contract's { status, message } shape (issue #21 §14):
// a path parameter over 200 characters is 414 with and without the SPA's files installed (their
// catch-all route used to turn it into a 404), and what Node's HTTP parser refuses (an over-long
// URL or header: 431; a broken request: 400) is answered in the same shape, not Fastify's own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorAnswer } from '../../server/http/refusals';
import { startServer, XSRF, type TestServer } from './helpers';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function get(s: TestServer, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: s.port, method, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes written on a socket as they are; resolves with everything the server answered. */
function rawExchange(s: TestServer, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(s.port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function expectShape(res: Raw, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as unknown;
  expect(body).toEqual({ status, message: expect.any(String) });
  expect(res.body.length).toBeLessThan(120); // the path is not echoed
}

const LONG = '9'.repeat(201);
const LONG_PATHS: Array<[string, string]> = [
  ['GET', `/api/schedule/get/${LONG}`],
  ['GET', `/api/dev/otp/${LONG}`],
  ['GET', `/api/auth/check-phone-number/${LONG}`],
  ['GET', `/api/petugas/manifest/${LONG}/pdf`],
  ['GET', `/api/transaction/get/${'%39'.repeat(201)}`],
  ['HEAD', `/api/schedule/get-all/${LONG}`],
  ['DELETE', `/api/schedule/locking/delete/1/${LONG}`],
];

describe.each([
  { dist: true, name: 'with the SPA built (its files are a catch-all route)' },
  { dist: false, name: 'API only' },
])('a path parameter over 200 characters, $name', ({ dist }) => {
  let s: TestServer;
  let dir: string | undefined;
  beforeAll(async () => {
    if (dist) {
      dir = mkdtempSync(join(tmpdir(), 'seberang-dist-'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="id"><body></body></html>');
    }
    s = await startServer({ staticDir: dir ?? null });
  });
  afterAll(async () => {
    await s?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is 414 in the error shape, whatever the Accept', async () => {
    for (const [method, path] of LONG_PATHS) {
      for (const accept of ['application/json', 'text/html,*/*']) {
        const res = await get(s, path, { accept, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF }, method);
        if (method === 'HEAD') {
          expect(res.status, `${method} ${path.slice(0, 40)}`).toBe(414);
          continue;
        }
        expectShape(res, 414);
      }
    }
  });

  it('200 characters are still fine, and a long segment outside /api/ is not refused', async () => {
    const ok = await get(s, `/api/schedule/get/${'9'.repeat(200)}`, { accept: 'application/json' });
    expect(ok.status).not.toBe(414);
    const page = await get(s, `/tiket-detail/${LONG}`, { accept: 'text/html' });
    expect(page.status).toBe(dist ? 200 : 404);
  });
});

describe("what Node's HTTP parser refuses", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  it('an over-long URL is 431 in the error shape, and the connection is closed', async () => {
    const answer = await rawExchange(s, `GET /api/schedule/get/${'1'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(head).toMatch(/\r\nconnection: close/i);
    expect(JSON.parse(body)).toEqual({ status: 431, message: clientErrorAnswer('HPE_HEADER_OVERFLOW').message });
    expect(body).not.toContain('statusCode');
  });

  it('an over-long header is 431 as well; a request line that is not HTTP is 400', async () => {
    const big = await rawExchange(
      s,
      `GET /api/route/get-all HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    const broken = await rawExchange(s, 'NONSENSE\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.split('\r\n\r\n')[1] ?? '')).toEqual({ status: 400, message: expect.any(String) });
  });

  it('the server keeps answering afterwards', async () => {
    expect((await get(s, '/api/route/get-all', { accept: 'application/json' })).status).toBe(200);
  });
});
