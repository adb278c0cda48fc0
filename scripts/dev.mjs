#!/usr/bin/env node
// `npm run dev`: the API (tsx watch, restarted on change) on API_PORT (default 8081) and the Vite
// dev server, which proxies /api and the STOMP socket to it (vite.config.ts). Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '8081';

const children = [];
let stopping = false;

function run(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 8000);
  force.unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

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
);
run('Vite', [join(root, 'node_modules', 'vite', 'bin', 'vite.js')], { API_PORT: apiPort });
