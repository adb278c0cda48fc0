// `npm start` and `npm run dev` as a person runs them (issue #21 item 7): a SIGTERM to npm (what a
// supervisor or `kill` sends) and a Ctrl+C (SIGINT to the terminal's whole process group) end the
// server — gracefully: it closes its database and removes its lock file —, and nothing is left on
// the port. npm forwards a signal only to its `sh -c`, which dies without passing it on; before the
// fix the script and its server went on running. Also what `npm start` in development shows: readable
// log lines, no asset requests, the OTP standing out, and the seeded officer (README "At the port").
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OFFICER } from '../../server/auth/officers';
import { Api, nextPhone } from './helpers';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'seberang-start-stop-'));
const started: ChildProcess[] = [];

/** A built SPA to serve, without a build: index.html and one asset. */
const dist = join(temp, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/assets/app-1.js"></script>',
);
writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1);');

afterAll(() => {
  // A failed test must not leave its processes behind: each was started in its own group.
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // gone
    }
  }
  rmSync(temp, { recursive: true, force: true });
});

interface Script {
  child: ChildProcess;
  out(): string;
  exited: Promise<number | null>;
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpExecArray>;
}

/** `npm <args>` in its own process group (as a terminal runs it), stdin kept open (Vite exits at its end). */
function npm(args: string[], env: Record<string, string | undefined>): Script {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete childEnv[k];
  const child = spawn('npm', args, { cwd: ROOT, env: childEnv, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  started.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    out: () => out,
    exited,
    async waitFor(pattern, ms = 90_000) {
      const end = Date.now() + ms;
      for (;;) {
        const m = pattern.exec(out);
        if (m) return m;
        if (child.exitCode !== null || Date.now() > end) throw new Error(`no ${pattern} in:\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portOpen = (port: number, host = '127.0.0.1'): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function until(condition: () => boolean | Promise<boolean>, ms = 20_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await condition()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return condition();
}

/** The server process of a data folder: the pid in its lock file. */
const serverPid = (dataDir: string): number => Number(readFileSync(join(dataDir, 'server.lock'), 'utf8'));

/** The environment of a start in development with everything in a fresh temp folder. */
function devEnv(dataDir: string): Record<string, string | undefined> {
  return {
    NODE_ENV: undefined, // npm start's default: development
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: undefined,
    JWT_SECRET: undefined,
    PAYMENT_SECRET: undefined,
    SEBERANG_READY_FD: 'stdout',
    STATIC_DIR: dist,
    SKIP_BUILD: '1',
    // Plain text to match (tests/server/logging.test.ts checks the colours).
    FORCE_COLOR: undefined,
    NO_COLOR: '1',
  };
}

/** Expects the server of `dataDir` on `port` to be gone, after a graceful close. */
async function expectStopped(script: Script, dataDir: string, pid: number, port: number): Promise<void> {
  expect(await until(() => !alive(pid)), `server pid ${pid} still running:\n${script.out()}`).toBe(true);
  expect(await until(async () => !(await portOpen(port))), `port ${port} still open`).toBe(true);
  // The lock file goes with a graceful close only (a killed server leaves it behind).
  expect(existsSync(join(dataDir, 'server.lock')), script.out()).toBe(false);
  expect(
    await Promise.race([script.exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]),
  ).toBe(true);
}

describe('npm start in development', { timeout: 120_000 }, () => {
  const dataDir = join(temp, 'start-dev');
  let script: Script;
  let port: number;
  let pid: number;
  beforeAll(async () => {
    script = npm(['start'], devEnv(dataDir));
    port = Number((await script.waitFor(/SEBERANG_READY port=(\d+)/))[1]);
    pid = serverPid(dataDir);
  }, 120_000);

  it('logs readable lines: API calls at info, asset and page requests not, the OTP standing out', async () => {
    const api = new Api(`http://127.0.0.1:${port}`);
    expect((await fetch(`${api.base}/assets/app-1.js`)).status).toBe(200);
    expect((await fetch(`${api.base}/`, { headers: { accept: 'text/html' } })).status).toBe(200);
    expect((await api.get('/api/route/get-all')).status).toBe(200);
    const phone = nextPhone();
    expect((await api.post('/api/auth/otp/send', { body: { phone_number: phone } })).status).toBe(200);
    const code = (await api.get('/api/dev/otp/{phone}', { params: { phone } })).body.data.otp as string;
    await script.waitFor(new RegExp(`>>> OTP ${code} <<<`));
    await script.waitFor(/GET \/api\/dev\/otp/);

    const log = script.out();
    expect(log).toMatch(/GET \/api\/route\/get-all 200 \d+ ms/);
    expect(log).toMatch(new RegExp(`>>> OTP ${code} <<<\\s+for ${phone}`));
    expect(log).toMatch(/Seberang server ready on http:\/\/127\.0\.0\.1:\d+/);
    expect(log).not.toContain('/assets/app-1.js');
    expect(log).not.toContain('incoming request');
    expect(log).not.toMatch(/^\{"level"/m); // no JSON lines
  });

  it('has the seeded officer, as `npm run dev` has', async () => {
    const api = new Api(`http://127.0.0.1:${port}`);
    const login = await api.post('/api/auth/login', {
      body: { phone_number: DEV_OFFICER.phone, password: DEV_OFFICER.password },
    });
    expect(login.status).toBe(200);
    expect(script.out()).toContain(`${DEV_OFFICER.phone} / ${DEV_OFFICER.password}`);
  });

  it('ends its server on a SIGTERM to npm', async () => {
    process.kill(script.child.pid!, 'SIGTERM');
    await expectStopped(script, dataDir, pid, port);
  });
});

describe('stopping', { timeout: 150_000 }, () => {
  it('npm start: Ctrl+C (SIGINT to the process group) closes the server gracefully', async () => {
    const dataDir = join(temp, 'start-int');
    const script = npm(['start'], { ...devEnv(dataDir), NODE_ENV: 'test', LOG_LEVEL: 'warn' });
    const port = Number((await script.waitFor(/SEBERANG_READY port=(\d+)/))[1]);
    const pid = serverPid(dataDir);
    process.kill(-script.child.pid!, 'SIGINT');
    await expectStopped(script, dataDir, pid, port);
  });

  // Issue #38: a SIGINT to npm alone used to leave the server running (Debian's `sh -c` waited for
  // its child and passed nothing on); the scripts now `exec` node, so npm's signal reaches it.
  it('npm start: a SIGINT to npm alone closes the server too', async () => {
    const dataDir = join(temp, 'start-npm-int');
    const script = npm(['start'], { ...devEnv(dataDir), NODE_ENV: 'test', LOG_LEVEL: 'warn' });
    const port = Number((await script.waitFor(/SEBERANG_READY port=(\d+)/))[1]);
    const pid = serverPid(dataDir);
    process.kill(script.child.pid!, 'SIGINT');
    await expectStopped(script, dataDir, pid, port);
  });

  for (const how of ['SIGTERM to npm', 'Ctrl+C'] as const) {
    it(`npm run dev: ${how} ends the API server and Vite`, async () => {
      const dataDir = join(temp, `dev-${how === 'Ctrl+C' ? 'int' : 'term'}`);
      const apiPort = await freePort();
      const script = npm(['run', 'dev'], { ...devEnv(dataDir), PORT: undefined, API_PORT: String(apiPort) });
      await script.waitFor(/SEBERANG_READY port=(\d+)/);
      const vitePort = Number((await script.waitFor(/Local:\s+http:\/\/localhost:(\d+)/))[1]);
      const pid = serverPid(dataDir);
      expect(await portOpen(vitePort, 'localhost')).toBe(true);
      if (how === 'Ctrl+C') process.kill(-script.child.pid!, 'SIGINT');
      else process.kill(script.child.pid!, 'SIGTERM');
      await expectStopped(script, dataDir, pid, apiPort);
      expect(await until(async () => !(await portOpen(vitePort, 'localhost'))), `Vite still on ${vitePort}`).toBe(true);
    });
  }
});
