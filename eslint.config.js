// ESLint (flat config): typescript-eslint's type-aware rules, React hooks and accessibility for the
// browser code, the layer rules of the architecture (ARCHITECTURE.md §1–2; eslint-plugin-import-x on
// resolved files, with no cycles) and one import-suffix style (extensionless). `npm run lint`;
// `npm test` runs it after the type-check, zero warnings. tests/architecture proves the layer rules.
// Formatting is Prettier's (.prettierrc); eslint-config-prettier switches off the rules it owns.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';
import path from 'node:path';

const FIXTURES = 'tests/architecture/fixtures';

// ── Layers ────────────────────────────────────────────────────────────────────────────────────
// The architecture's import direction (ARCHITECTURE.md §1–2), checked on RESOLVED files by
// import-x/no-restricted-paths (eslint-import-resolver-typescript resolves every specifier, so
// `../lib/storage`, `../lib/storage.ts` and `import('../lib/storage')` are the same file; static,
// re-export, type-only and dynamic imports all count), plus import-x/no-cycle. Only package names
// (react, zod, fastify…) are still matched as strings, by no-restricted-imports.
//
// `layerRules(root)` builds the blocks for a tree rooted at `root`. It is applied to the project
// ('.') and to the small stand-in tree of tests/architecture/fixtures/, which the architecture
// tests lint (it is ignored by `npm run lint`), so the tests exercise these very rules.

/** src/, top to bottom: a layer may import the layers below it, never one above. */
const SRC_LAYERS = [
  { name: 'src/main.tsx', files: ['src/main.{ts,tsx}'] },
  // The app shell: app.tsx and route-table.ts (every file directly under src/ but main.tsx).
  { name: 'the app shell (src/app.tsx, route-table)', files: ['src/!(main).{ts,tsx}'] },
  { name: 'src/screens', files: ['src/screens/**'] },
  { name: 'src/components', files: ['src/components/**'] },
  // The React bindings of the actors that live for the whole visit (session, app status) and
  // `useFlow` (useActorRef with the inspector): screens and components read them, the shell
  // mounts their providers.
  { name: 'src/hooks', files: ['src/hooks/**'] },
  { name: 'src/machines', files: ['src/machines/**'] },
  { name: 'src/api', files: ['src/api/**'] },
  { name: 'src/lib', files: ['src/lib/**'] },
];
/**
 * server/ folders that are not domains: the app's own helpers (server/app/, beside app.ts), the
 * cross-cutting plugins (http/) and the shared lower modules (db/, platform/).
 */
const NOT_DOMAINS = new Set(['app', 'http', 'db', 'platform']);

/**
 * A zone of import-x/no-restricted-paths: files matching `target` must not import files matching
 * `from` (relative to the tree's root). The rule wants a zone's `from` all globs or all plain paths,
 * so single files are written as globs too (`src/main.{ts,tsx}`).
 */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

function srcZones(abs) {
  // One zone per (layer, higher layer) pair, so the message names the two layers.
  const zones = SRC_LAYERS.flatMap((layer, i) =>
    SRC_LAYERS.slice(0, i).map((higher) =>
      zone(
        layer.files,
        higher.files,
        `${layer.name} must not import ${higher.name}, a higher layer: src/ runs main → app shell → ` +
          'screens → components → hooks → machines → api → lib → kernel.',
      ),
    ),
  );
  const ui = ['src/screens/**', 'src/components/**'];
  zones.push(
    zone(ui, ['src/api/**'], 'Screens and components render machine state: only machines call the API (src/api).'),
    zone(
      ui,
      ['src/lib/storage*', 'src/lib/officer-storage*'],
      'Screens and components never read or write storage: machines (and their services) do.',
    ),
    zone(['src/sw/**'], ['src/**'], 'The service worker (src/sw) may import src/lib and kernel/ only.', [
      abs('src/sw/**'),
      abs('src/lib/**'),
    ]),
    zone(
      ['src/!(sw)/**/*', 'src/*.{ts,tsx}'],
      ['src/sw/**'],
      'The service worker (src/sw) is built on its own: the page never imports it.',
    ),
    zone(['src/**'], ['server/**'], 'The browser never imports the server; shared rules live in kernel/.'),
  );
  return zones;
}

function serverZones(root) {
  const serverDir = path.join(root, 'server');
  const domains = fs.existsSync(serverDir)
    ? fs
        .readdirSync(serverDir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !NOT_DOMAINS.has(e.name))
        .map((e) => e.name)
        .sort()
    : [];
  const inDomain = (d) => [`server/${d}/**`];
  const routesOf = (d) => [`server/${d}/routes.{ts,tsx}`, `server/${d}/routes/**`];
  const nonRoutesOf = (d) => [`server/${d}/!(routes).{ts,tsx}`, `server/${d}/!(routes)/**/*`];
  const allDomains = domains.flatMap(inDomain);
  const zones = [
    zone(
      ['server/**'],
      ['src/**'],
      'The server imports only kernel/ (and the generated contract types there), never the browser folder src/.',
    ),
    zone(['server/**'], ['server/index.{ts,tsx}'], 'server/index.ts starts the server: nothing imports it.'),
    // Command-line entry points (server/**/*-cli.ts, e.g. staff:create) start a process as
    // server/index.ts does, so they may use its helpers (the first-start seed).
    zone(
      ['server/!(index|app).{ts,tsx}', 'server/!(app)/**/!(*-cli).{ts,tsx}'],
      ['server/app.{ts,tsx}', 'server/app/**'],
      'Only server/index.ts imports server/app.ts (and its helpers in server/app/): it registers the domains and the plugins (the *-cli.ts entry points may use the first-start seed too).',
    ),
    zone(
      ['server/db/**', 'server/platform/**', 'server/!(index|app).{ts,tsx}'],
      [...allDomains, 'server/http/**'],
      'server/db, server/platform and the files directly under server/ are the shared lower modules: they import no domain and no http/ plugin.',
    ),
  ];
  if (domains.length > 0) {
    zones.push(
      zone(
        ['server/http/**'],
        allDomains,
        'server/http/ holds cross-cutting plugins only: it may import platform, db and kernel, never a domain (app.ts wires the domains).',
      ),
      zone(
        allDomains,
        ['server/http/**'],
        'A domain never imports server/http/: the cross-cutting plugins are used by server/app.ts, never imported upward by a domain.',
      ),
      zone(
        domains.flatMap(nonRoutesOf),
        domains.flatMap(routesOf),
        "routes.ts is a domain's top: no service, query or job imports a routes file (move what is shared into the service).",
      ),
      ...domains.map((d) =>
        zone(
          routesOf(d),
          domains.filter((o) => o !== d).flatMap(routesOf),
          `A domain uses another through its service's exported functions, never its routes: server/${d} must not import another domain's routes.`,
        ),
      ),
    );
  }
  zones.push(
    zone(
      ['server/capacity/**'],
      ['server/orders/**', 'server/payments/**'],
      'Capacity sits below orders and payments: server/capacity never imports server/orders or server/payments.',
    ),
  );
  return zones;
}

/** Package names (not files) that a layer may not use: matched on the import string. */
const forbid = (regex, message) => ({ regex, message });
const toReact = forbid('^(react|react-dom|@xstate/react)(/|$)', 'Machines are free of React: screens render them.');
const kernelLibraries = forbid(
  '^(react|react-dom|@xstate/react|xstate|fastify|@fastify/.*|pg|drizzle-orm.*)(/|$)',
  'kernel/ holds pure rules only.',
);
const classicZod = forbid(
  '^zod(/v4(/classic.*)?|/v3.*)?$',
  'Browser code uses zod/mini: classic zod costs ~90 KiB gzipped (tests/lib/bundle-rules.test.ts).',
);

/** The layer blocks for the tree at `root` (relative to this file: '.' for the project). */
function layerRules(root) {
  const base = path.resolve(import.meta.dirname, root);
  const abs = (p) => path.join(base, p);
  const at = (p) => (root === '.' ? p : `${root}/${p}`);
  const packages = (files, patterns) => ({
    files: files.map(at),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  const zones = [
    ...srcZones(abs),
    ...serverZones(base),
    zone(['kernel/**'], '.', 'kernel/ imports nothing of ours: it is the bottom layer both sides build on.', [
      './kernel',
      './node_modules',
    ]),
  ];
  return [
    {
      files: ['{src,server,kernel}/**/*.{ts,tsx}'].map(at),
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: base, zones }],
        // Type-only imports are ignored by the rule (they vanish at run time); a value cycle,
        // static or dynamic import(), fails.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    packages(['kernel/**/*.ts'], [kernelLibraries, classicZod]),
    packages(['src/**/*.{ts,tsx}'], [classicZod]),
    packages(['src/machines/**/*.ts'], [toReact, classicZod]),
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'kernel/schema.d.ts',
      // Compiled from messages/*.json by Paraglide JS (npm run gen:i18n).
      'kernel/paraglide/**',
      'test-results/**',
      'playwright-report/**',
      '.vite/**',
      'coverage/**',
      // The development database, and the config bundle Vite writes next to its config while loading it.
      '.data/**',
      '*.timestamp-*.mjs',
      `${FIXTURES}/**`,
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'bench/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed parameters and rest siblings are the usual "deliberately unused" markers.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Off: an `async` function without `await` is how a Promise-returning interface (an XState
      // fromPromise actor, a fake service, a Fastify handler) is implemented here, and `async`
      // turns a synchronous throw into the rejection its callers handle; dropping it would not.
      '@typescript-eslint/require-await': 'off',
      // Off: besides truly redundant casts it flags the ones that drive inference ("the receiver
      // accepts the original type"), such as XState's `setup({ types: { input: {} as Input } })`,
      // and its fix removes them, silently turning the machine's input into `{}`.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // Tests, browser journeys and benches read untyped JSON (HTTP bodies, STOMP frames, reports)
    // and poke at it: typing each probe would add casts, not safety. The contract itself is checked
    // at runtime against openapi.yaml (tests/server/contract.ts). Fakes reject with odd values on
    // purpose, to test how the code handles them.
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'kernel/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },

  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: path.join(import.meta.dirname, 'tsconfig.json'),
        }),
      ],
    },
    rules: {
      // One import-suffix style: relative imports are extensionless (`./money`, not
      // `./money.ts`); type-only ones too (`./schema` for kernel/schema.d.ts).
      // A package's own file path keeps its suffix (`ajv/dist/2020.js`).
      'import-x/extensions': [
        'error',
        { pattern: { ts: 'never', tsx: 'never', js: 'ignorePackages' }, checkTypeImports: true },
      ],
    },
  },
  {
    // The exception: the root tool configs (vite.config.ts…). Vite warns that its coming native
    // config loader (Node's own type stripping) needs the suffix, so `./src/route-table.ts` keeps it.
    files: ['*.config.ts'],
    rules: { 'import-x/extensions': 'off' },
  },
  ...layerRules('.'),
  ...layerRules(FIXTURES),
  {
    // The stand-in tree of the architecture tests: linted by those tests only, without types.
    files: [`${FIXTURES}/**`],
    ...tseslint.configs.disableTypeChecked,
  },

  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
