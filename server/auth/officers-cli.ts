// npm run officer:create -- --phone 08… --name "…"   (also: npm run staff:create -- …)
// Creates a port officer in the database the server would use (DATABASE_URL, else the embedded
// PGlite in DATA_DIR; that folder belongs to one process, so stop the server first). The password
// comes from stdin, never the command line (issue #21): typed at the prompt (not echoed) or piped,
// e.g. `npm run officer:create -- --phone 08… --name "…" < sandi.txt`.
import { join, resolve } from 'node:path';
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { acquireLock, DataDirLockedError } from '../platform/lock';
import { createOfficer, OfficerInputError } from './officers';
import { PasswordInputError, readPassword } from './password-input';

const USAGE =
  'Pemakaian: npm run officer:create -- --phone 08… --name "…"\n' +
  'Kata sandi dibaca dari stdin: ketik saat diminta (tidak ditampilkan), atau kirim lewat pipa/berkas,\n' +
  'mis. npm run officer:create -- --phone 08… --name "…" < sandi.txt';

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
    options: { phone: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  if (!values.phone || !values.name) {
    console.error(USAGE);
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
    const officer = await createOfficer(database.db, {
      phone: values.phone,
      name: values.name,
      password,
      now: Date.now(),
    });
    console.log(`Petugas dibuat: ${officer.name} (${officer.phoneNumber}), id ${officer.id}.`);
    return 0;
  } catch (err) {
    if (err instanceof OfficerInputError) {
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
