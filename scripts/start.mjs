#!/usr/bin/env node
// `npm start`: builds the SPA for production when dist/ is missing, older than its sources or not a
// production build (scripts/build-state.mjs), then runs the reference server (SPA + /api + STOMP)
// on PORT (default 8080) with the caller's NODE_ENV (default development: embedded defaults,
// loopback only). SIGINT and SIGTERM (and npm's shell going away: ./supervise.mjs) stop the build or
// the server, which shuts down gracefully; this process exits when its child has.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDecision, productionBuildEnv } from './build-state.mjs';
import { onStopRequest } from './supervise.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => join(root, ...p);
/** The server has 10 s to close (server/index.ts); after that it is killed. */
const KILL_AFTER_MS = 12_000;

/** The build, then the server: the one a stop request goes to. */
let child = null;
let stopping = null;

onStopRequest((signal) => {
  if (stopping) return;
  stopping = signal;
  if (!child || child.exitCode !== null || child.signalCode !== null) process.exit(0);
  child.kill(signal);
  setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS).unref();
});

function run(args, env) {
  child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

const sources = [
  at('src'),
  at('kernel'),
  at('public'),
  at('index.html'),
  at('vite.config.ts'),
  at('scripts', 'vite-prerender.ts'),
  at('scripts', 'vite-i18n.ts'),
  at('package.json'),
];
const decision = buildDecision({ distDir: at('dist'), sources });

if (decision.build && process.env.SKIP_BUILD !== '1') {
  console.log(decision.reason);
  // Always a production build, whatever NODE_ENV the server runs with (the browser suite: test).
  const build = await run(
    [at('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--mode', 'production'],
    productionBuildEnv(process.env),
  );
  if (stopping) process.exit(0);
  if (build.code !== 0) {
    console.error('vite build failed; not starting the server.');
    process.exit(build.code ?? 1);
  }
}

const server = await run(['--import', 'tsx', at('server', 'index.ts')], {
  ...process.env,
  STATIC_DIR: process.env.STATIC_DIR ?? at('dist'),
});
process.exit(server.code ?? (stopping ? 0 : 1));
