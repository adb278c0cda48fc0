// Officer accounts: the `officer:create` command (PGlite folder, and PostgreSQL when
// DATABASE_URL is set; the password from stdin, never argv), the staff password rule (zxcvbn-ts,
// issue #21) at creation and at every change, the role in the token, and the role checks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwtPayload } from '../../src/lib/jwt';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { DEV_OFFICER } from '../../server/auth/officers';
import { readPassword } from '../../server/auth/password-input';
import { weakStaffPassword } from '../../server/auth/staff-passwords';
import {
  createDeparture,
  createUser,
  freshDatabase,
  nextPhone,
  orderBody,
  PASSWORD,
  startServer,
  type TestServer,
} from './helpers';

const OFFICER_PASSWORD = 'kapal-tigaras-77';

/** Runs `npm run officer:create -- …` (through tsx, as npm would) with `env`, `stdin` piped in; never throws. */
function officerCreate(
  args: string[],
  env: Record<string, string>,
  stdin = '',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/auth/officers-cli.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => undefined); // a command that exits before reading
    child.stdin.end(stdin);
  });
}

describe('officer:create', () => {
  it(
    'creates an officer in a PGlite folder, refuses a weak password and a used phone',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'seberang-officer-'));
      try {
        const phone = nextPhone();
        const env = { DATA_DIR: dir };
        const weak = await officerCreate(['--phone', phone, '--name', 'Rina'], env, 'petugas2026\n');
        expect(weak.code).toBe(1);
        expect(weak.stderr).toMatch(/terlalu mudah ditebak \(kekuatan \d dari 4, minimal 3\)/);

        const ok = await officerCreate(['--phone', phone, '--name', 'Rina Sitorus'], env, `${OFFICER_PASSWORD}\n`);
        expect(ok.code, ok.stderr).toBe(0);
        expect(ok.stdout).toMatch(/Petugas dibuat: Rina Sitorus/);

        const again = await officerCreate(['--phone', phone, '--name', 'Lain'], env, OFFICER_PASSWORD);
        expect(again.code).toBe(1);
        expect(again.stderr).toMatch(/sudah terdaftar/);

        const database = await openDatabase({ pgliteDir: join(dir, 'pglite') });
        const rows = await database.db.select().from(users);
        await database.close();
        expect(rows.map((u) => [u.phoneNumber, u.role])).toEqual([[phone, 'petugas']]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(Boolean(process.env.DATABASE_URL))('creates an officer on PostgreSQL', { timeout: 120_000 }, async () => {
    const fresh = (await freshDatabase())!;
    try {
      const phone = nextPhone();
      const ok = await officerCreate(
        ['--phone', phone, '--name', 'Tono'],
        { DATABASE_URL: fresh.url },
        OFFICER_PASSWORD,
      );
      expect(ok.code, ok.stderr).toBe(0);
      const again = await officerCreate(
        ['--phone', phone, '--name', 'Tono'],
        { DATABASE_URL: fresh.url },
        OFFICER_PASSWORD,
      );
      expect(again.code).toBe(1);
      const s = await startServer({ databaseUrl: fresh.url });
      try {
        const login = await s.api.post('/api/auth/login', {
          body: { phone_number: phone, password: OFFICER_PASSWORD },
        });
        expect(login.status).toBe(200);
        expect(decodeJwtPayload(login.body.data.token)?.['role']).toBe('petugas');
      } finally {
        await s.built.close();
      }
    } finally {
      await fresh.drop();
    }
  });
});

describe('officer:create reads the password from stdin, never the command line (issue #21)', () => {
  it('refuses --password with a clear message, before touching any database', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seberang-officer-'));
    try {
      for (const flag of [['--password', OFFICER_PASSWORD], [`--password=${OFFICER_PASSWORD}`]]) {
        const r = await officerCreate(['--phone', nextPhone(), '--name', 'Rina', ...flag], { DATA_DIR: dir });
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/--password tidak diterima/);
        expect(r.stderr).toMatch(/stdin/);
      }
      const empty = await officerCreate(['--phone', nextPhone(), '--name', 'Rina'], { DATA_DIR: dir }, '');
      expect(empty.code).toBe(2);
      expect(empty.stderr).toMatch(/Kata sandi kosong/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a pipe to its end (one line break dropped), and prompts a terminal twice without echo', async () => {
    const pipe = new PassThrough();
    pipe.end('kapal tigaras pagi\r\n');
    expect(await readPassword(pipe, new PassThrough())).toBe('kapal tigaras pagi');

    const tty = Object.assign(new PassThrough(), { isTTY: true });
    const rawModes: boolean[] = [];
    Object.assign(tty, { setRawMode: (raw: boolean) => rawModes.push(raw) });
    const shown = new PassThrough();
    let echoed = '';
    shown.on('data', (d) => (echoed += String(d)));
    const read = readPassword(tty, shown);
    tty.write('sandiX\u007f-rahasia\r');
    await new Promise((r) => setTimeout(r, 20));
    tty.write('sandi-rahasia\r');
    expect(await read).toBe('sandi-rahasia');
    expect(echoed).toBe('Kata sandi: \nUlangi kata sandi: \n');
    expect(rawModes).toEqual([true, false, true, false]);
  });
});

describe('the staff password rule (zxcvbn-ts, score ≥ 3)', () => {
  it('refuses the passwords officer:create used to accept, and accepts a strong one', async () => {
    const rina = { phone: '081234500000', name: 'Rina Sitorus' };
    for (const weak of ['password12', 'Password123', 'qwerty12345', 'petugas2026', 'aaaaaaaa', '081234500000x'])
      expect(await weakStaffPassword(weak, rina), weak).not.toBeNull();
    expect(await weakStaffPassword(OFFICER_PASSWORD, rina)).toBeNull();
  });

  describe('at every change of an officer password', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer();
    });
    afterAll(() => s?.close());

    it('change-password: an officer cannot pick aaaaaaaa or petugas2026; a passenger keeps the spec rules', async () => {
      const officer = await createUser(s, { role: 'petugas', name: 'Rina Sitorus' });
      for (const weak of ['aaaaaaaa', 'petugas2026']) {
        const res = await officer.api.put('/api/user/change-password', {
          body: { password: PASSWORD, new_password: weak },
        });
        expect(res.status, weak).toBe(400);
        expect(res.body.message).toBe('Password too weak for a staff account.');
      }
      const strong = await officer.api.put('/api/user/change-password', {
        body: { password: PASSWORD, new_password: OFFICER_PASSWORD },
      });
      expect(strong.status).toBe(200);
      const passenger = await createUser(s);
      const plain = await passenger.api.put('/api/user/change-password', {
        body: { password: PASSWORD, new_password: 'aaaaaaaa' },
      });
      expect(plain.status).toBe(200);
    });

    it('forgot-password: a weak reset is refused without using up the verification', async () => {
      const officer = await createUser(s, { role: 'petugas', name: 'Tono Manurung' });
      expect((await s.api.post('/api/auth/otp/send', { body: { phone_number: officer.phone } })).status).toBe(200);
      const otp = (await s.api.get('/api/dev/otp/{phone}', { params: { phone: officer.phone } })).body.data.otp;
      expect((await s.api.post('/api/auth/otp/verify', { body: { phone_number: officer.phone, otp } })).status).toBe(
        200,
      );
      const weak = await s.api.put('/api/auth/forgot-password', {
        body: { phone_number: officer.phone, password: 'qwerty12345' },
      });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe('Password too weak for a staff account.');
      const strong = await s.api.put('/api/auth/forgot-password', {
        body: { phone_number: officer.phone, password: OFFICER_PASSWORD },
      });
      expect(strong.status).toBe(200);
    });
  });
});

describe('roles', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ devOfficer: true });
  });
  afterAll(() => s?.close());

  it('seeds the development officer, whose token carries the petugas role', async () => {
    const login = await s.api.post('/api/auth/login', {
      body: { phone_number: DEV_OFFICER.phone, password: DEV_OFFICER.password },
    });
    expect(login.status).toBe(200);
    expect(decodeJwtPayload(login.body.data.token)?.['role']).toBe('petugas');
  });

  it('gives a passenger token the penumpang role', async () => {
    const passenger = await createUser(s);
    expect(decodeJwtPayload(passenger.token)?.['role']).toBe('penumpang');
  });

  it('refuses an order from an officer with 403', async () => {
    const officer = await createUser(s, { role: 'petugas' });
    const departure = await createDeparture(s);
    const res = await officer.api.post('/api/transaction/order', { body: orderBody(departure.id) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Port officers cannot place orders.');
  });
});
