// `npm start` serves a production build whatever built dist/ before (issue #14): the browser suite
// builds with NODE_ENV=test (React's development build); start must notice and rebuild.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_RECORD, buildDecision, productionBuildEnv, readBuildRecord } from '../../scripts/build-state.mjs';

const root = join(import.meta.dirname, '..', '..');
const sources = ['src', 'kernel', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => join(root, p));
const temp = mkdtempSync(join(tmpdir(), 'seberang-start-build-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A real `vite build` into its own folder, with the environment and arguments given. */
function viteBuild(outDir: string, env: NodeJS.ProcessEnv, args: string[] = []): void {
  const res = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      ...args,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  expect(res.status, res.stderr).toBe(0);
}

describe('npm start decides to build', () => {
  it(
    'rebuilds a dist/ the browser suite built (NODE_ENV=test), and serves the build it makes itself',
    { timeout: 120_000 },
    () => {
      const testBuild = join(temp, 'test-build');
      viteBuild(testBuild, { ...process.env, NODE_ENV: 'test' });
      expect(readBuildRecord(testBuild)).toMatchObject({ nodeEnv: 'test', production: false });
      const decision = buildDecision({ distDir: testBuild, sources });
      expect(decision).toEqual({
        build: true,
        reason: expect.stringMatching(/test build: rebuilding the app for production/),
      });

      // What start.mjs runs: production, even when its caller's NODE_ENV is test.
      const startBuild = join(temp, 'start-build');
      viteBuild(startBuild, productionBuildEnv({ ...process.env, NODE_ENV: 'test' }), ['--mode', 'production']);
      expect(readBuildRecord(startBuild)).toMatchObject({
        mode: 'production',
        nodeEnv: 'production',
        production: true,
      });
      expect(buildDecision({ distDir: startBuild, sources })).toEqual({ build: false, reason: expect.any(String) });
    },
  );

  it('builds on a first start, without a record, and when a source is newer', () => {
    const dist = join(temp, 'unit');
    const src = join(temp, 'unit-src.ts');
    expect(buildDecision({ distDir: dist, sources: [src] })).toMatchObject({
      build: true,
      reason: expect.stringMatching(/first start/),
    });

    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(src, 'export {};');
    const past = new Date(Date.now() - 60_000);
    utimesSync(src, past, past);
    // An older dist/ (before build records existed, or `vite build` by hand elsewhere): no record.
    expect(buildDecision({ distDir: dist, sources: [src] })).toMatchObject({
      build: true,
      reason: expect.stringMatching(/no record/),
    });

    writeFileSync(
      join(dist, BUILD_RECORD),
      JSON.stringify({ mode: 'development', nodeEnv: 'development', production: false }),
    );
    expect(buildDecision({ distDir: dist, sources: [src] })).toMatchObject({
      build: true,
      reason: expect.stringMatching(/development build/),
    });

    writeFileSync(join(dist, BUILD_RECORD), 'not json');
    expect(buildDecision({ distDir: dist, sources: [src] }).build).toBe(true);

    writeFileSync(
      join(dist, BUILD_RECORD),
      JSON.stringify({ mode: 'production', nodeEnv: 'production', production: true }),
    );
    expect(buildDecision({ distDir: dist, sources: [src] }).build).toBe(false);

    const future = new Date(Date.now() + 60_000);
    utimesSync(src, future, future);
    expect(buildDecision({ distDir: dist, sources: [src] })).toMatchObject({
      build: true,
      reason: expect.stringMatching(/older than src/),
    });
  });
});
