// The interface's texts as the browser journeys read them (issue #40): messages/{id,en}.json, the
// catalogue the app is compiled from. A journey names the keys it reads; a key missing there fails
// at once, and a placeholder is filled with `fill`.
import { readFileSync } from 'node:fs';

export type Language = 'id' | 'en';

/** `keys` from messages/{language}.json. */
export function catalogue<K extends string>(language: Language, keys: readonly K[]): Record<K, string> {
  const all = JSON.parse(readFileSync(new URL(`../../messages/${language}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    keys.map((key) => {
      const text = all[key];
      if (typeof text !== 'string') throw new Error(`messages/${language}.json has no ${key}`);
      return [key, text];
    }),
  ) as Record<K, string>;
}

/** A message with its `{placeholders}` filled. */
export const fill = (text: string, inputs: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(inputs[name] ?? `{${name}}`));
