// `npm test`: every check in order — type-check, lint (ESLint, zero warnings), format (Prettier), contract (valid
// OpenAPI 3.1, all spec calls, schema.d.ts not stale, Redocly's lint of openapi.yaml), languages (i18n), Vitest (kernel,
// lib, machines, screens, architecture, server), the Playwright browser journeys and the first loads' budgets
// (bench/bundle.mjs) — then one closing line
// `tests: N passed, N failed` over both runners.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'seberang-test-'));
const only = process.argv.slice(2); // e.g. `npm test -- unit` runs just that stage
const want = (stage) => only.length === 0 || only.includes(stage);
let failedStage = null;
const counts = { passed: 0, failed: 0, skipped: 0 };

function run(stage, command, args, env = {}) {
  if (!want(stage) || failedStage) return;
  console.log(`\n▶ ${stage}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedStage ??= stage;
}

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('typecheck', 'npx', ['tsc', '-p', 'src/sw/tsconfig.json', '--noEmit']); // the service worker's own libs
// `npm run lint` (package.json): type-aware linting of the whole tree needs about 1.3 GB of heap, more
// than V8's default limit on a machine with less than ~6 GB of memory, so the script sets the limit
// (2048: a higher one only lets the heap, and the process's memory, grow further before collecting).
run('lint', 'npm', ['run', '--silent', 'lint']);
run('format', 'npx', ['prettier', '--check', '.']);
run('contract', 'node', ['scripts/check-api.mjs']);
// Redocly's recommended rules, strict (redocly.yaml): any error or warning fails. No telemetry, no update check.
run('contract', 'npx', ['redocly', 'lint', 'openapi.yaml'], {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
});

// The interface's two languages (issue #40, README "Languages"): the compiled catalogues are current, no
// message is untranslated or unused, and the translated screens write no text of their own.
run('i18n', 'node', ['scripts/check-i18n.mjs']);

const vitestJson = join(out, 'vitest.json');
run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
const vitest = readJson(vitestJson);
if (vitest) {
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += vitest.numFailedTests ?? 0;
  counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}

// Where DATABASE_URL points the server tests at PostgreSQL (CI), the operator console's rules (issue
// #22: capacity by metres, the walk-in quota, dated fares, the timetable, the departures' actions,
// roles and the audit log) and the booth's (issue #24: shifts, sales on the same capacity) run once
// more on embedded PGlite, so both databases are covered.
if (process.env.DATABASE_URL) {
  const pgliteJson = join(out, 'vitest-pglite.json');
  run(
    'unit',
    'npx',
    [
      'vitest',
      'run',
      '--project=server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgliteJson}`,
      ...[
        'capacity-metres',
        'walkin-quota',
        'fares',
        'timetable',
        'ships',
        'operator-departures',
        'operator-audit',
        'operator-roles',
        'booth-sales',
        'booth-shifts',
        'booth-tickets',
        'booth-receipt',
        'booth-report',
        'operator-booth-counts',
        'booth-qris',
        'notices',
        'refunds',
        'refunds-midtrans',
        'port-moved',
        'ticket-actions',
        'ticket-reschedule',
        'ticket-correct-cancel',
        'ticket-midtrans',
        // The search's statement planned once per PGlite session (issue #25, ../server/db/session-statement.ts).
        'schedule-search-json',
        'schedule-cache',
        'schedule-timetable',
        // The peak day's short form (issue #39): one instance on PGlite, as `--single` runs it.
        'peak-short',
      ].map((name) => `tests/server/${name}.test.ts`),
    ],
    { DATABASE_URL: '' },
  );
  const pglite = readJson(pgliteJson);
  if (pglite) {
    counts.passed += pglite.numPassedTests ?? 0;
    counts.failed += pglite.numFailedTests ?? 0;
    counts.skipped += (pglite.numPendingTests ?? 0) + (pglite.numTodoTests ?? 0);
  }
}

const playwrightJson = join(out, 'playwright.json');
run('e2e', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson });
const playwright = readJson(playwrightJson);
if (playwright?.stats) {
  counts.passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  counts.failed += playwright.stats.unexpected ?? 0;
  counts.skipped += playwright.stats.skipped ?? 0;
}

// The first load of every route in every language within its budget (issue #40: 110 KiB gzip on a
// passenger's route, 120 on the staff's; bench/bundle.mjs). After the browser journeys: it reads the
// production build scripts/start.mjs left in dist/ for them, and builds only when that is stale.
run('bundle', 'node', ['bench/bundle.mjs']);

if (failedStage && counts.failed === 0) counts.failed = 1; // a failed type-check, lint or contract check is a failure too
console.log(failedStage ? `\n✖ failed at: ${failedStage}` : '\n✔ all checks passed');
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStage ? 1 : 0);
