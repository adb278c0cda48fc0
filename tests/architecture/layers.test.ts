// The layer rules of eslint.config.js hold: a file that breaks one fails lint, naming the rule.
// Each case lints a stand-in text at the path of a real file of that layer (ESLint's Node API with
// the project's own configuration), so the per-folder rules apply exactly as in `npm run lint`.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules (eslint.config.js)', () => {
  it('refuses the API in a screen, and lets a screen use components and machines', async () => {
    const screen = 'src/screens/login/login-screen.tsx';
    expect(await restricted(screen, "import { api } from '../../api/client';\nexport const x = api;\n")).toEqual([
      expect.stringContaining('only machines call the API'),
    ]);
    expect(
      await restricted(
        screen,
        "import { Banner } from '../../components/banner';\nimport { loginMachine } from '../../machines/login.machine';\nexport const x = [Banner, loginMachine];\n",
      ),
    ).toEqual([]);
  });

  it('refuses storage in a screen or component (machines and their services keep copies)', async () => {
    expect(
      await restricted(
        'src/screens/petugas/pindai-screen.tsx',
        "import { officerStore } from '../../lib/officer-storage';\nexport const x = officerStore;\n",
      ),
    ).toEqual([expect.stringContaining('never read or write storage')]);
    expect(
      await restricted(
        'src/components/top-bar.tsx',
        "import { storage } from '../lib/storage';\nexport const x = storage;\n",
      ),
    ).toEqual([expect.stringContaining('never read or write storage')]);
  });

  it('refuses React in a machine', async () => {
    expect(
      await restricted(
        'src/machines/login.machine.ts',
        "import { useState } from 'react';\nexport const x = useState;\n",
      ),
    ).toEqual([expect.stringContaining('Machines are free of React')]);
  });

  it('refuses anything of ours in the kernel', async () => {
    expect(
      await restricted('kernel/money.ts', "import { storage } from '../src/lib/storage';\nexport const x = storage;\n"),
    ).toEqual([expect.stringContaining('kernel/ imports nothing of ours')]);
  });

  it('refuses the browser folder in the server, and lets it use the kernel', async () => {
    const server = 'server/routes/auth.ts';
    expect(
      await restricted(server, "import { storage } from '../../src/lib/storage.ts';\nexport const x = storage;\n"),
    ).toEqual([expect.stringContaining('never the browser folder src/')]);
    expect(
      await restricted(
        server,
        "import { PHONE_PATTERN } from '../../kernel/validation.ts';\nexport const x = PHONE_PATTERN;\n",
      ),
    ).toEqual([]);
  });
});
