import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// One runner, two environments: browser-side code (lib, machines, screens) runs in jsdom,
// the reference server runs in node. Timing never decides a test: machines use a simulated clock.
export default defineConfig({
  plugins: [react()],
  // vite-plugin-pwa's virtual module exists only in the app's build (vite.config.ts).
  resolve: {
    alias: { 'virtual:pwa-register': fileURLToPath(new URL('tests/fakes/pwa-register.ts', import.meta.url)) },
  },
  test: {
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/{kernel,lib,machines,screens}/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The architecture as the tools enforce it (ESLint's layer rules), run in node.
        extends: true,
        test: {
          name: 'architecture',
          environment: 'node',
          include: ['tests/architecture/**/*.test.ts'],
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/bench/**/*.test.ts'],
          pool: 'forks',
        },
      },
    ],
  },
});
