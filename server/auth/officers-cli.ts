// npm run staff:create -- --role admin|petugas|kasir --phone 08… --name "…" [--port Tigaras]
// npm run officer:create -- --phone 08… --name "…"   (the alias: --role petugas, the default)
// Creates a staff account in the database the server would use (DATABASE_URL, else the embedded
// PGlite in DATA_DIR; that folder belongs to one process, so stop the server first). The password
// comes from stdin, never the command line (issue #21): typed at the prompt (not echoed) or piped,
// e.g. `npm run staff:create -- --role admin --phone 08… --name "…" < sandi.txt`.
import { join, resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { seedCatalogue } from '../app/seed';
import { acquireLock, DataDirLockedError } from '../platform/lock';
import { createStaff, STAFF_ROLE_LABEL, STAFF_ROLES, StaffInputError, type StaffRole } from './officers';
import { PasswordInputError, readPassword } from './password-input';

const USAGE =
  'Pemakaian: npm run staff:create -- --role admin|petugas|kasir --phone 08… --name "…" [--port Tigaras]\n' +
  '(--port: pelabuhan kasir, wajib untuk --role kasir)\n' +
  '(npm run officer:create -- --phone 08… --name "…" = --role petugas, bawaannya)\n' +
  'Kata sandi dibaca dari stdin: ketik saat diminta (tidak ditampilkan), atau kirim lewat pipa/berkas,\n' +
  'mis. npm run staff:create -- --role admin --phone 08… --name "…" < sandi.txt';

const isRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.some((a) => a === '--password' || a.startsWith('--password='))) {
    console.error(
      '--password tidak diterima: kata sandi di baris perintah tersimpan di riwayat shell dan terlihat di daftar proses.\n' +
        USAGE,
    );
    return 2;
  }
  const { values } = parseArgs({
    args,
    options: {
      role: { type: 'string', default: 'petugas' },
      phone: { type: 'string' },
      name: { type: 'string' },
      port: { type: 'string' },
    },
    strict: true,
  });
  if (!values.phone || !values.name) {
    console.error(USAGE);
    return 2;
  }
  const role = values.role ?? 'petugas';
  if (!isRole(role)) {
    console.error(`Peran tidak dikenal: ${role}. Pilih ${STAFF_ROLES.join(', ')}.\n${USAGE}`);
    return 2;
  }
  let password: string;
  try {
    password = await readPassword(process.stdin, process.stderr);
  } catch (err) {
    if (!(err instanceof PasswordInputError)) throw err;
    console.error(err.message);
    return 2;
  }
  // Only the two database variables (not loadConfig: creating an account needs no server secret).
  const config = {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: resolve(process.env.DATA_DIR ?? '.data'),
  };
  let release: (() => void) | undefined;
  let pgliteDir: string | undefined;
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    release = acquireLock(join(config.dataDir, 'server.lock'));
    pgliteDir = join(config.dataDir, 'pglite');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    await database.migrate();
    // A cashier names a port: on a database no server has started on yet, write the first-start
    // catalogue (ports, classes, first fares; idempotent, the same the server's first start writes).
    if (role === 'kasir' && values.port) await database.withStartupLock((locked) => seedCatalogue(locked));
    const staff = await createStaff(database.db, {
      role,
      phone: values.phone,
      name: values.name,
      password,
      now: Date.now(),
      ...(values.port === undefined ? {} : { port: values.port }),
    });
    console.log(`${STAFF_ROLE_LABEL[role]} dibuat: ${staff.name} (${staff.phoneNumber}), id ${staff.id}.`);
    return 0;
  } catch (err) {
    if (err instanceof StaffInputError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
    release?.();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof DataDirLockedError ? err.message : err);
    process.exit(1);
  },
);
