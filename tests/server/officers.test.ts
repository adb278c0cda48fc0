// Staff accounts: the `officer:create` / `staff:create --role admin|petugas|kasir` command (PGlite
// folder, and PostgreSQL when DATABASE_URL is set; the password from stdin, never argv), the staff
// password rule (zxcvbn-ts, issue #21, stronger since issue #22) at creation and at every change,
// the role in the token, and the role checks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwtPayload } from '../../src/lib/jwt';
import { openDatabase } from '../../server/db/client';
import { routes, users } from '../../server/db/schema';
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
        const weak = await officerCreate(['--phone', phone, '--name', 'Rina'], env, 'petugas20262026\n');
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

  it(
    'staff:create --role admin|kasir: the role in the database and the token; an unknown role refused',
    { timeout: 120_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'seberang-staff-'));
      try {
        const env = { DATA_DIR: dir };
        const adminPhone = nextPhone();
        const kasirPhone = nextPhone();
        const unknown = await officerCreate(['--role', 'nakhoda', '--phone', nextPhone(), '--name', 'Tono'], env, '');
        expect(unknown.code).toBe(2);
        expect(unknown.stderr).toMatch(/Peran tidak dikenal: nakhoda/);
        // Score 3 is enough for an officer or a cashier, not for an admin (4).
        const weakAdmin = await officerCreate(
          ['--role', 'admin', '--phone', adminPhone, '--name', 'Rina Sitorus'],
          env,
          'matahari-pagi9\n',
        );
        expect(weakAdmin.code).toBe(1);
        expect(weakAdmin.stderr).toMatch(/terlalu mudah ditebak \(kekuatan 3 dari 4, minimal 4\)/);
        const admin = await officerCreate(
          ['--role', 'admin', '--phone', adminPhone, '--name', 'Rina Sitorus'],
          env,
          `${OFFICER_PASSWORD}\n`,
        );
        expect(admin.code, admin.stderr).toBe(0);
        expect(admin.stdout).toMatch(/Admin operator dibuat: Rina Sitorus/);
        // A cashier needs a port (issue #24), one the database knows.
        const noPort = await officerCreate(
          ['--role', 'kasir', '--phone', kasirPhone, '--name', 'Sari Simbolon'],
          env,
          'matahari-pagi9\n',
        );
        expect(noPort.code).toBe(1);
        expect(noPort.stderr).toMatch(/Kasir wajib punya pelabuhan/);
        // No server has started on this database yet: the command writes the first-start
        // catalogue (the ports among it) itself, so the port is known.
        const kasir = await officerCreate(
          ['--role', 'kasir', '--phone', kasirPhone, '--name', 'Sari Simbolon', '--port', 'tigaras'],
          env,
          'matahari-pagi9\n',
        );
        expect(kasir.code, kasir.stderr).toBe(0);
        expect(kasir.stdout).toMatch(/Kasir dibuat: Sari Simbolon/);

        const database = await openDatabase({ pgliteDir: join(dir, 'pglite') });
        const rows = await database.db.select().from(users);
        expect(rows.map((u) => [u.phoneNumber, u.role]).sort()).toEqual(
          [
            [adminPhone, 'admin'],
            [kasirPhone, 'kasir'],
          ].sort(),
        );
        const tigaras = (await database.db.select().from(routes)).find((r) => r.name === 'Tigaras')!;
        expect(rows.find((u) => u.role === 'kasir')!.portRouteId).toBe(tigaras.id);
        expect(rows.find((u) => u.role === 'admin')!.portRouteId).toBeNull();
        const s = await startServer({ database });
        try {
          for (const [phone, password, role] of [
            [adminPhone, OFFICER_PASSWORD, 'admin'],
            [kasirPhone, 'matahari-pagi9', 'kasir'],
          ]) {
            const login = await s.api.post('/api/auth/login', { body: { phone_number: phone, password } });
            expect(login.status).toBe(200);
            expect(decodeJwtPayload(login.body.data.token)?.['role']).toBe(role);
          }
        } finally {
          await s.built.close();
          await database.close();
        }
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

  it('(issue #22) wants 12 characters, no phone digits in any writing, no word of the name, 4 for an admin', async () => {
    const rina = { phone: '081234500000', name: 'Rina Sitorus' };
    expect(await weakStaffPassword('Zq8#vLk2!pW', rina)).toMatch(/minimal 12 karakter/);
    for (const phone of ['ombak-62-812-345-00000', 'ombak+6281234500000', 'senja-500000-ombak'])
      expect(await weakStaffPassword(phone, rina), phone).toMatch(/nomor HP/);
    // zxcvbn alone scores these 4: the name rule refuses them (l33t undone, case ignored).
    for (const named of ['rina-sitorus-77x', 'R1NA-kopi-2026!!', 'ombak-S1t0rus-senja'])
      expect(await weakStaffPassword(named, rina), named).toMatch(/tidak boleh memuat nama/);
    expect(await weakStaffPassword('matahari-pagi9', rina)).toBeNull();
    expect(await weakStaffPassword('matahari-pagi9', { ...rina, role: 'kasir' })).toBeNull();
    expect(await weakStaffPassword('matahari-pagi9', { ...rina, role: 'admin' })).toMatch(/minimal 4\)/);
    expect(await weakStaffPassword(OFFICER_PASSWORD, { ...rina, role: 'admin' })).toBeNull();
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
