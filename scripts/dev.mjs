#!/usr/bin/env node
// `npm run dev`: the API (tsx watch, restarted on change) on API_PORT (default 8081) and the Vite
// dev server, which proxies /api and the STOMP socket to it (vite.config.ts). Ctrl+C, SIGINT or
// SIGTERM (and npm's shell going away: ./supervise.mjs) stop both; this process exits when they have.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onStopRequest } from './supervise.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '8081';

const children = [];
let stopping = false;

function run(name, args, env, options = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
    ...options,
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  return child;
}

const running = (child) => child.exitCode === null && child.signalCode === null;

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (running(child)) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (running(child)) child.kill('SIGKILL');
    process.exit(code);
  }, 12_000);
  force.unref();
  Promise.all(children.map((c) => (running(c) ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}

// SIGHUP too (the terminal closed): the API server is in a process group of its own, which the
// terminal's hang-up does not reach.
onStopRequest(() => stop(0), ['SIGINT', 'SIGTERM', 'SIGHUP']);

run(
  'API server',
  [
    join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    'watch',
    '--clear-screen=false',
    join(root, 'server', 'index.ts'),
  ],
  {
    PORT: apiPort,
    HOST: process.env.API_HOST ?? '127.0.0.1',
    STATIC_DIR: '',
    NODE_ENV: process.env.NODE_ENV ?? 'development',
  },
  // Its own process group: a Ctrl+C reaches it once, from stop() — tsx watch answers a second
  // signal during a shutdown by killing the server outright (no graceful close of the database).
  // It reads no input.
  { detached: true, stdio: ['ignore', 'inherit', 'inherit'] },
);
run('Vite', [join(root, 'node_modules', 'vite', 'bin', 'vite.js')], { API_PORT: apiPort });
