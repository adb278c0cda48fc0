// ESLint (flat config): typescript-eslint's type-aware rules, React hooks and accessibility for the
// browser code, and the layer rules of the architecture (README "Architecture"), which until now
// held by discipline alone. `npm run lint`; `npm test` runs it after the type-check, zero warnings.
// Formatting is Prettier's (.prettierrc); eslint-config-prettier switches off the rules it owns.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** An import that leaves a layer: `from` (a regex over the import string) with the reason. */
const forbid = (regex, message) => ({ regex, message });

// One rule per layer. no-restricted-imports is "the last config wins" per file, so each layer
// lists every pattern that applies to it.
const toApi = forbid(
  '(^|/)api(/|$)',
  'Screens and components render machine state: only machines call the API (src/api).',
);
const toStorage = forbid(
  '(^|/)lib/(storage|officer-storage)$',
  'Screens and components never read or write storage: machines (and their services) do.',
);
const toServer = forbid('(^|/)server(/|$)', 'The browser never imports the server; shared rules live in kernel/.');
const toSrc = forbid(
  '(^|\\.\\./)src(/|$)',
  'The server imports only kernel/ (and the generated contract types there), never the browser folder src/.',
);
const toReact = forbid('^(react|react-dom|@xstate/react)(/|$)', 'Machines are free of React: screens render them.');
const toUi = forbid('(^|/)(components|screens)(/|$)', 'Machines never import screens or components.');
const outOfKernel = forbid('^\\.\\./', 'kernel/ imports nothing of ours: it is the bottom layer both sides build on.');
const kernelLibraries = forbid(
  '^(react|react-dom|@xstate/react|xstate|fastify|@fastify/.*|pg|drizzle-orm.*)(/|$)',
  'kernel/ holds pure rules only.',
);
const classicZod = forbid(
  '^zod(/v4(/classic.*)?|/v3.*)?$',
  'Browser code uses zod/mini: classic zod costs ~90 KiB gzipped (tests/lib/bundle-rules.test.ts).',
);

const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'kernel/schema.d.ts',
      'test-results/**',
      'playwright-report/**',
      '.vite/**',
      'coverage/**',
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

  // ── Layers ──────────────────────────────────────────────────────────────────────────────────
  layer(['kernel/**/*.ts'], [outOfKernel, kernelLibraries, classicZod]),
  layer(['src/**/*.{ts,tsx}'], [toServer, classicZod]),
  layer(['src/screens/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'], [toApi, toStorage, toServer, classicZod]),
  layer(['src/machines/**/*.ts'], [toReact, toUi, toServer, classicZod]),
  layer(['server/**/*.ts'], [toSrc]),

  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
