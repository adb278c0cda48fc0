// The layer rules of eslint.config.js hold on RESOLVED files: a file that breaks one fails lint,
// naming the rule and the reason. Each case lints a stand-in text (ESLint's Node API with the
// project's own configuration) at a path of tests/architecture/fixtures/, a miniature of the real
// kernel/, src/ and server/ to which eslint.config.js applies the very same `layerRules` as to the
// project (`npm run lint` ignores that folder: it holds a deliberate cycle). The importing file is
// the stand-in; the imported files exist there, so the resolver finds them whatever the rest of the
// tree is doing. A few cases lint at real paths, to show the rules are live on the project itself.
import fs from 'node:fs';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';

// ignore: false, or ESLint would skip the fixture tree that `npm run lint` ignores.
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });
const FIXTURES = 'tests/architecture/fixtures';
const at = (p: string) => `${FIXTURES}/${p}`;

const LAYER_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-imports']);
const PATHS = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A parse error or an unusable configuration is never a pass, nor the failure a case expects.
  expect(messages.filter((m) => m.fatal === true || m.ruleId === null)).toEqual([]);
  return messages;
}

/** The layer errors of a stand-in, as `rule: message`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  return (await lint(filePath, code))
    .filter((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId))
    .map((m) => {
      expect(m.severity).toBe(2); // an error: `npm run lint` fails
      return `${m.ruleId}: ${m.message}`;
    });
}

/**
 * A layer error from `rule` whose message holds `text`. An upward import usually closes a cycle
 * too, so import-x/no-cycle may report beside it; no other layer rule may.
 */
async function expectBreak(filePath: string, code: string, rule: string, text: string): Promise<void> {
  const errors = await layerErrors(filePath, code);
  expect(errors).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${rule}: .*${escape(text)}`))]));
  expect(errors.filter((e) => !e.startsWith(`${CYCLE}:`) && !e.startsWith(`${rule}:`))).toEqual([]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the eight escapes of issue #20 fail lint', () => {
  it('a screen importing ../../lib/storage.ts (the .ts suffix no longer slips past)', async () => {
    await expectBreak(
      at('src/screens/login/login-screen.tsx'),
      "import { storage } from '../../lib/storage.ts';\nexport const x = storage;\n",
      PATHS,
      'never read or write storage',
    );
  });

  it('a dynamic import() of a screen from a machine', async () => {
    await expectBreak(
      at('src/machines/login.machine.ts'),
      "export const load = () => import('../screens/login/login-screen');\n",
      PATHS,
      'src/machines must not import src/screens',
    );
  });

  it('lib → machines', async () => {
    await expectBreak(
      at('src/lib/storage.ts'),
      "import { loginMachine } from '../machines/login.machine';\nexport const x = loginMachine;\n",
      PATHS,
      'src/lib must not import src/machines',
    );
  });

  it('api → screens', async () => {
    await expectBreak(
      at('src/api/client.ts'),
      "import { loginScreen } from '../screens/login/login-screen';\nexport const x = loginScreen;\n",
      PATHS,
      'src/api must not import src/screens',
    );
  });

  it('components → screens', async () => {
    await expectBreak(
      at('src/components/banner.tsx'),
      "import { loginScreen } from '../screens/login/login-screen';\nexport const x = loginScreen;\n",
      PATHS,
      'src/components must not import src/screens',
    );
  });

  it('the old break src/lib/service-worker.ts → machines/app-status.machine (a type-only import counts)', async () => {
    await expectBreak(
      at('src/lib/service-worker.ts'),
      "import type { AppStatusEvent } from '../machines/app-status.machine';\nexport type X = AppStatusEvent;\n",
      PATHS,
      'src/lib must not import src/machines',
    );
  });

  it("the old break server/port/service.ts → a routes file: its own domain's, or another's", async () => {
    await expectBreak(
      at('server/port/service.ts'),
      "import { portRoutes } from './routes';\nexport const x = portRoutes;\n",
      PATHS,
      "routes.ts is a domain's top",
    );
    await expectBreak(
      at('server/port/service.ts'),
      "import { ordersRoutes } from '../orders/routes';\nexport const x = ordersRoutes;\n",
      PATHS,
      "routes.ts is a domain's top",
    );
  });

  it('screen → api (static, re-export and dynamic)', async () => {
    const screen = at('src/screens/login/login-screen.tsx');
    for (const code of [
      "import { login } from '../../api/client';\nexport const x = login;\n",
      "export { login } from '../../api/client';\n",
      "export const x = () => import('../../api/client.ts');\n",
    ]) {
      await expectBreak(screen, code, PATHS, 'only machines call the API');
    }
  });

  it('machine → react', async () => {
    await expectBreak(
      at('src/machines/login.machine.ts'),
      "import { useState } from 'react';\nexport const x = useState;\n",
      'no-restricted-imports',
      'Machines are free of React',
    );
  });

  it('server → src', async () => {
    await expectBreak(
      at('server/orders/service.ts'),
      "import { storage } from '../../src/lib/storage.ts';\nexport const x = storage;\n",
      PATHS,
      'never the browser folder src/',
    );
  });
});

describe('more breaks of the layer rules', () => {
  it('server/http → a domain routes file', async () => {
    await expectBreak(
      at('server/http/auth.ts'),
      "import { ordersRoutes } from '../orders/routes';\nexport const x = ordersRoutes;\n",
      PATHS,
      'server/http/ holds cross-cutting plugins only',
    );
  });

  it('a domain file → server/http', async () => {
    await expectBreak(
      at('server/orders/service.ts'),
      "import { auth } from '../http/auth';\nexport const x = auth;\n",
      PATHS,
      'A domain never imports server/http/',
    );
  });

  it("a domain's routes → another domain's routes", async () => {
    await expectBreak(
      at('server/port/routes.ts'),
      "import { ordersRoutes } from '../orders/routes';\nexport const x = ordersRoutes;\n",
      PATHS,
      "server/port must not import another domain's routes",
    );
  });

  it('capacity → orders, which here closes a cycle too', async () => {
    expect(
      await layerErrors(
        at('server/capacity/service.ts'),
        "import { placeOrder } from '../orders/service';\nexport const hold = placeOrder;\n",
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*server\/capacity never imports server\/orders/),
        expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/),
      ]),
    );
  });

  it('a platform module or db → a domain; anything → server/app.ts', async () => {
    await expectBreak(
      at('server/errors.ts'),
      "import { pay } from './payments/service';\nexport const x = pay;\n",
      PATHS,
      'shared lower modules',
    );
    await expectBreak(
      at('server/db/schema.ts'),
      "import { auth } from '../http/auth';\nexport const x = auth;\n",
      PATHS,
      'shared lower modules',
    );
    await expectBreak(
      at('server/orders/service.ts'),
      "import { app } from '../app';\nexport const x = app;\n",
      PATHS,
      'Only server/index.ts imports server/app.ts',
    );
  });

  it('a component → the app shell; hooks → components; the kernel → anything of ours; the service worker → api', async () => {
    await expectBreak(
      at('src/components/banner.tsx'),
      "import { app } from '../app';\nexport const x = app;\n",
      PATHS,
      'src/components must not import the app shell',
    );
    await expectBreak(
      at('src/hooks/session.tsx'),
      "import { banner } from '../components/banner';\nexport const x = banner;\n",
      PATHS,
      'src/hooks must not import src/components',
    );
    await expectBreak(
      at('kernel/money.ts'),
      "import { storage } from '../src/lib/storage';\nexport const x = storage;\n",
      PATHS,
      'kernel/ imports nothing of ours',
    );
    await expectBreak(
      at('src/sw/sw.ts'),
      "import { login } from '../api/client';\nexport const x = login;\n",
      PATHS,
      'may import src/lib and kernel/ only',
    );
  });

  it('a value import cycle, static or dynamic', async () => {
    await expectBreak(
      at('src/lib/cycle-a.ts'),
      "import { b } from './cycle-b';\nexport const a = (): string => b();\n",
      CYCLE,
      'Dependency cycle detected',
    );
    await expectBreak(
      at('src/lib/cycle-a.ts'),
      "export const a = async (): Promise<string> => (await import('./cycle-b')).b();\n",
      CYCLE,
      'Dependency cycle detected',
    );
  });
});

describe('what the layers allow', () => {
  it('each src layer may import the layers below it', async () => {
    const cases: [string, string][] = [
      ['src/main.tsx', "import { app } from './app';\nexport const x = app;\n"],
      [
        'src/app.tsx',
        "import { loginScreen } from './screens/login/login-screen';\nimport { session } from './hooks/session';\nexport const x = [loginScreen, session];\n",
      ],
      [
        'src/screens/login/login-screen.tsx',
        "import { session } from '../../hooks/session';\nexport const x = session;\n",
      ],
      ['src/components/banner.tsx', "import { session } from '../hooks/session';\nexport const x = session;\n"],
      [
        'src/hooks/session.tsx',
        "import { loginMachine } from '../machines/login.machine';\nexport const x = loginMachine;\n",
      ],
      [
        'src/screens/login/login-screen.tsx',
        "import { banner } from '../../components/banner';\nexport const x = [banner, () => import('../../machines/login.machine')];\n",
      ],
      [
        'src/components/banner.tsx',
        "import { loginMachine } from '../machines/login.machine';\nexport const x = loginMachine;\n",
      ],
      ['src/machines/login.machine.ts', "import { storage } from '../lib/storage';\nexport const x = storage;\n"],
      ['src/api/client.ts', "import { storage } from '../lib/storage';\nexport const x = storage;\n"],
      ['src/lib/storage.ts', "import { rupiah } from '../../kernel/money';\nexport const x = rupiah;\n"],
      ['src/sw/sw.ts', "import { storage } from '../lib/storage';\nexport const x = storage;\n"],
    ];
    for (const [file, code] of cases) expect(await lint(at(file), code), file).toEqual([]);
  });

  it('the server runs index → app → http and domain routes → services → db, platform and kernel', async () => {
    const cases: [string, string][] = [
      ['server/index.ts', "import { app } from './app';\nexport const x = app;\n"],
      [
        'server/app.ts',
        "import { auth } from './http/auth';\nimport { ordersRoutes } from './orders/routes';\nexport const x = [auth, ordersRoutes];\n",
      ],
      [
        'server/http/auth.ts',
        "import { HttpError } from '../errors';\nimport { tables } from '../db/schema';\nexport const x = [HttpError, tables];\n",
      ],
      // A domain uses another domain's services, never its routes.
      ['server/port/routes.ts', "import { placeOrder } from '../orders/service';\nexport const x = placeOrder;\n"],
      ['server/payments/service.ts', "import { placeOrder } from '../orders/service';\nexport const x = placeOrder;\n"],
      [
        'server/capacity/service.ts',
        "import { tables } from '../db/schema';\nimport { rupiah } from '../../kernel/money';\nexport const x = [tables, rupiah];\n",
      ],
    ];
    for (const [file, code] of cases) expect(await lint(at(file), code), file).toEqual([]);
  });

  it('a cycle of type-only imports is no cycle (types vanish at run time)', async () => {
    expect(
      await lint(
        at('src/lib/cycle-a.ts'),
        "import type { b } from './cycle-b';\nexport const a = (f: typeof b): string => f();\n",
      ),
    ).toEqual([]);
  });
});

describe('one import-suffix style: extensionless', () => {
  it('refuses a .ts / .tsx suffix on a relative import, type-only ones too', async () => {
    const unexpected = async (file: string, code: string) =>
      (await lint(file, code)).filter((m) => m.ruleId === 'import-x/extensions').map((m) => m.message);
    expect(
      await unexpected(
        at('server/orders/service.ts'),
        "import { tables } from '../db/schema.ts';\nexport const x = tables;\n",
      ),
    ).toEqual([expect.stringContaining('Unexpected use of file extension "ts"')]);
    expect(await unexpected(at('src/main.tsx'), "import { app } from './app.tsx';\nexport const x = app;\n")).toEqual([
      expect.stringContaining('Unexpected use of file extension "tsx"'),
    ]);
    expect(
      await unexpected(
        at('server/orders/service.ts'),
        "import type { tables } from '../db/schema.ts';\nexport type X = typeof tables;\n",
      ),
    ).toEqual([expect.stringContaining('Unexpected use of file extension "ts"')]);
    expect(
      await unexpected(
        at('server/orders/service.ts'),
        "import { tables } from '../db/schema';\nexport const x = tables;\n",
      ),
    ).toEqual([]);
  });
});

describe('the rules are live on the project itself', () => {
  it('refuses storage in a real screen, and anything of ours in the real kernel', async () => {
    expect(
      await layerErrors(
        'src/screens/login/login-screen.tsx',
        "import { storage } from '../../lib/storage.ts';\nexport const x = storage;\n",
      ),
    ).toEqual([expect.stringContaining('never read or write storage')]);
    expect(
      await layerErrors(
        'kernel/money.ts',
        "import { storage } from '../src/lib/storage';\nexport const x = storage;\n",
      ),
    ).toEqual([expect.stringContaining('kernel/ imports nothing of ours')]);
  });

  it('the old breaks are gone: src/lib/service-worker.ts and server/port/service.ts import no higher layer', async () => {
    const results = await eslint.lintFiles(['src/lib/service-worker.ts', 'server/port/service.ts']);
    const layer = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId))
        .map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(layer).toEqual([]);
  });

  it('every folder of src/ is a layer the rules know', () => {
    const folders = fs
      .readdirSync('src', { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect(folders).toEqual(['api', 'components', 'hooks', 'lib', 'machines', 'screens', 'sw']);
  });
});
