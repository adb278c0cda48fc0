// Officer accounts: the `officer:create` command (PGlite folder, and PostgreSQL when
// DATABASE_URL is set), the role in the token, and the role checks on operations.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwtPayload } from '../../src/lib/jwt';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { DEV_OFFICER } from '../../server/auth/officers';
import {
  createDeparture,
  createUser,
  freshDatabase,
  nextPhone,
  orderBody,
  startServer,
  type TestServer,
} from './helpers';

const run = promisify(execFile);
const OFFICER_PASSWORD = 'kapal-tigaras-77';

/** Runs `npm run officer:create -- …` (through tsx, as npm would) with `env`; never throws. */
async function officerCreate(args: string[], env: Record<string, string>) {
  try {
    const r = await run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/auth/officers-cli.ts', ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
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
        const weak = await officerCreate(['--phone', phone, '--name', 'Rina', '--password', 'abc12345'], env);
        expect(weak.code).toBe(1);
        expect(weak.stderr).toMatch(/minimal 10 karakter/);
        const lettersOnly = await officerCreate(
          ['--phone', phone, '--name', 'Rina', '--password', 'kapalkapaltigaras'],
          env,
        );
        expect(lettersOnly.code).toBe(1);
        expect(lettersOnly.stderr).toMatch(/huruf dan angka/);

        const ok = await officerCreate(
          ['--phone', phone, '--name', 'Rina Sitorus', '--password', OFFICER_PASSWORD],
          env,
        );
        expect(ok.code, ok.stderr).toBe(0);
        expect(ok.stdout).toMatch(/Petugas dibuat: Rina Sitorus/);

        const again = await officerCreate(['--phone', phone, '--name', 'Lain', '--password', OFFICER_PASSWORD], env);
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
      const ok = await officerCreate(['--phone', phone, '--name', 'Tono', '--password', OFFICER_PASSWORD], {
        DATABASE_URL: fresh.url,
      });
      expect(ok.code, ok.stderr).toBe(0);
      const again = await officerCreate(['--phone', phone, '--name', 'Tono', '--password', OFFICER_PASSWORD], {
        DATABASE_URL: fresh.url,
      });
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
