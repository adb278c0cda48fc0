// `npm run bench`: every budget of ARCHITECTURE.md §7, each printing its figures.
// Not part of `npm test` (timing never decides a test); run it on a quiet machine.
import { spawnSync } from 'node:child_process';

const benches = [
  ['bundle', 'node', ['bench/bundle.mjs', '--build']],
  ['api-load', 'node', ['--import', 'tsx', 'bench/api-load.ts']],
  ['lighthouse', 'node', ['bench/lighthouse.mjs']],
  ['oversell', 'node', ['--import', 'tsx', 'bench/oversell.ts']],
];
const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of benches) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n▶ bench ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  results.push({ bench: name, result: result.status === 0 ? 'within budget' : 'FAILED' });
}
console.table(results);
process.exit(results.every((r) => r.result === 'within budget') ? 0 : 1);
