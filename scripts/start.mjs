#!/usr/bin/env node
// `npm start`: builds the SPA for production when dist/ is missing, older than its sources or not a
// production build (scripts/build-state.mjs), then runs the reference server (SPA + /api + STOMP)
// on PORT (default 8080) with the caller's NODE_ENV (default development: embedded defaults,
// loopback only). Signals go to the server, which shuts down gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDecision, productionBuildEnv } from './build-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => join(root, ...p);

const sources = [at('src'), at('kernel'), at('public'), at('index.html'), at('vite.config.ts'), at('package.json')];
const decision = buildDecision({ distDir: at('dist'), sources });

if (decision.build && process.env.SKIP_BUILD !== '1') {
  console.log(decision.reason);
  // Always a production build, whatever NODE_ENV the server runs with (the browser suite: test).
  const build = spawnSync(
    process.execPath,
    [at('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--mode', 'production'],
    {
      cwd: root,
      stdio: 'inherit',
      env: productionBuildEnv(process.env),
    },
  );
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
