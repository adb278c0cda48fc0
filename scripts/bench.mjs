// `npm run bench`: every budget of ARCHITECTURE.md §7, each printing its figures.
// Not part of `npm test` (timing never decides a test); run it on a quiet machine.
// `npm run bench -- lighthouse bundle` runs only those; options (`--routes=beranda,login`,
// `--runs=3`, `--visits=first`) go to the Lighthouse bench, whose full run (first and repeat
// visits) takes 30–45 min (bench/README.md).
import { spawnSync } from 'node:child_process';

// With DATABASE_URL the API benches also measure PostgreSQL (api-load beside PGlite; the oversell
// bench once more with two server processes); without it, PGlite only, as `npm start` runs.
const benches = [
  ['bundle', 'node', ['bench/bundle.mjs', '--build']],
  ['api-load', 'node', ['--import', 'tsx', 'bench/api-load.ts']],
  ['lighthouse', 'node', ['bench/lighthouse.mjs']],
  ['oversell', 'node', ['--import', 'tsx', 'bench/oversell.ts'], { DATABASE_URL: '' }],
  ...(process.env.DATABASE_URL ? [['oversell-postgres', 'node', ['--import', 'tsx', 'bench/oversell.ts']]] : []),
  ['pdf-load', 'node', ['--import', 'tsx', 'bench/pdf-load.ts']],
];
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const lighthouseOptions = process.argv.slice(2).filter((a) => a.startsWith('--'));
const results = [];
for (const [name, command, args, env = {}] of benches) {
  if (only.length && !only.includes(name) && !(name === 'oversell-postgres' && only.includes('oversell'))) continue;
  console.log(`\n▶ bench ${name}`);
  const result = spawnSync(command, name === 'lighthouse' ? [...args, ...lighthouseOptions] : args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  results.push({ bench: name, result: result.status === 0 ? 'within budget' : 'FAILED' });
}
console.table(results);
process.exit(results.every((r) => r.result === 'within budget') ? 0 : 1);
