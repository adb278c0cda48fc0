#!/usr/bin/env node
// `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
// reference server (SPA + /api + STOMP) on PORT (default 8080). Signals go to the server, which
// shuts down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => join(root, ...p);

/** Newest modification time under the given files/folders (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && !name.startsWith('.')) visit(join(p, name));
    } else {
      latest = Math.max(latest, st.mtimeMs);
    }
  };
  for (const p of paths) visit(p);
  return latest;
}

const builtIndex = at('dist', 'index.html');
const sources = [at('src'), at('kernel'), at('public'), at('index.html'), at('vite.config.ts'), at('package.json')];
const stale = !existsSync(builtIndex) || statSync(builtIndex).mtimeMs < newest(sources);

if (stale && process.env.SKIP_BUILD !== '1') {
  console.log(existsSync(builtIndex) ? 'dist/ is older than src/ or kernel/: rebuilding the app…' : 'Building the app (first start)…');
  const build = spawnSync(process.execPath, [at('node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('vite build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', at('server', 'index.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: process.env.STATIC_DIR ?? at('dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
