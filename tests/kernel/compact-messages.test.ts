// The browser build's one-arrow form of each compiled message (scripts/vite-i18n.ts) answers what
// Paraglide's module answers: every message of the catalogue, both languages, with and without
// inputs, and Indonesian for a call without a locale.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactMessage, messageTable } from '../../scripts/vite-i18n';
import { m } from '../../kernel/paraglide/messages';

const dir = join(__dirname, '..', '..', 'kernel', 'paraglide', 'messages');
const keys = readdirSync(dir)
  .filter((name) => name.endsWith('.js') && name !== '_index.js')
  .map((name) => name.slice(0, -3));

type Message = (inputs?: object, options?: { locale?: string }) => string;

/** The compact module's message, evaluated as the browser would. */
function compiled(key: string): Message {
  const code = compactMessage(readFileSync(join(dir, `${key}.js`), 'utf8'), key);
  if (!code) throw new Error(`${key}: not in the form the build compacts`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the build's output, from our own catalogue
  const factory = new Function(code.replace(`export const ${key} =`, 'return')) as () => Message;
  return factory();
}

// Every placeholder answers its own name, so a swapped or lost placeholder shows.
const inputs = new Proxy({}, { get: (_target, name) => `«${String(name)}»` });

describe('compact messages (scripts/vite-i18n.ts)', () => {
  it('covers the whole catalogue', () => {
    expect(keys.length).toBe(Object.keys(m).length);
    expect(keys.length).toBeGreaterThan(100);
  });

  it.each(keys)('%s answers as Paraglide does', (key) => {
    const paraglide = (m as unknown as Record<string, Message>)[key]!;
    const compact = compiled(key);
    for (const locale of ['id', 'en']) expect(compact(inputs, { locale })).toBe(paraglide(inputs, { locale }));
    expect(compact(inputs)).toBe(paraglide(inputs, { locale: 'id' }));
  });

  it('gives a module a table of exactly the messages its source names', () => {
    const [first, second] = keys;
    const source = `const a = t(m.${first}); const b = m.${second}(x); const c = m.${first}; const d = other.m; m.notAMessage;`;
    const read = (key: string) => (keys.includes(key) ? readFileSync(join(dir, `${key}.js`), 'utf8') : null);
    const code = messageTable(source, read);
    if (!code) throw new Error('no table');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the build's output, from our own catalogue
    const table = new Function(code.replace('export const m =', 'return')) as () => Record<string, Message>;
    const built = table();
    expect(Object.keys(built)).toEqual([first, second].sort());
    const paraglide = m as unknown as Record<string, Message>;
    for (const key of [first!, second!])
      for (const locale of ['id', 'en'])
        expect(built[key]!(inputs, { locale })).toBe(paraglide[key]!(inputs, { locale }));
  });

  it('keeps a table whose messages it does not recognise as Paraglide wrote them', () => {
    expect(messageTable(`m.${keys[0]}`, () => 'export const x = () => "x";')).toBeNull();
  });

  it('keeps a module it does not recognise as it is', () => {
    expect(compactMessage('export const x = () => "x";', 'x')).toBeNull();
  });
});
