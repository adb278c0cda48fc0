// What `npm start` serves must be a production build of the SPA whatever built dist/ before
// (issue #14: the browser suite runs with NODE_ENV=test, and Vite then bundles React's development
// build). Every `vite build` records how it was built in dist/.seberang-build.json (the plugin
// below, in vite.config.ts); scripts/start.mjs rebuilds, in production mode, when that record is
// missing or not a production build, or when a source is newer than dist/.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_RECORD = '.seberang-build.json';

/** Newest modification time under the given files/folders (0 when none exist). */
export function newest(paths) {
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

/** The record of the build in `distDir`, or null (none, or unreadable). */
export function readBuildRecord(distDir) {
  try {
    const record = JSON.parse(readFileSync(join(distDir, BUILD_RECORD), 'utf8'));
    return record && typeof record === 'object' ? record : null;
  } catch {
    return null;
  }
}

/**
 * Whether `npm start` must build before serving `distDir`: `{ build, reason }`.
 * @param {{ distDir: string, sources: string[] }} options
 */
export function buildDecision({ distDir, sources }) {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return { build: true, reason: 'Building the app (first start)…' };
  const record = readBuildRecord(distDir);
  if (!record)
    return { build: true, reason: 'dist/ has no record of how it was built: rebuilding the app for production…' };
  if (record.production !== true) {
    return {
      build: true,
      reason: `dist/ holds a ${record.nodeEnv ?? record.mode ?? 'non-production'} build: rebuilding the app for production…`,
    };
  }
  if (statSync(index).mtimeMs < newest(sources))
    return { build: true, reason: 'dist/ is older than src/ or kernel/: rebuilding the app…' };
  return { build: false, reason: 'dist/ is an up-to-date production build.' };
}

/** The environment of the build `npm start` runs: production, whatever the caller's NODE_ENV. */
export function productionBuildEnv(env) {
  return { ...env, NODE_ENV: 'production' };
}

/** Vite plugin: writes the build record next to index.html after every build. */
export function buildRecordPlugin(defaultOutDir) {
  let record = null;
  return {
    name: 'seberang:build-record',
    apply: 'build',
    configResolved(config) {
      record = { mode: config.mode, nodeEnv: process.env.NODE_ENV ?? null, production: config.isProduction === true };
    },
    writeBundle(options) {
      writeFileSync(join(options.dir ?? defaultOutDir, BUILD_RECORD), `${JSON.stringify(record)}\n`);
    },
  };
}
