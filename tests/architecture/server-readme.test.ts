// The server's documentation stays a map (issue #37 item 6, "The docs match the code"):
// server/README.md is one page of at most 150 lines, and every relative Markdown link in it and in
// the domains' READMEs (server/*/README.md) points to a file or folder that exists. Links are read
// outside fenced code blocks and inline code spans; anchors (#…) and queries (?…) are dropped, and
// links with a scheme (https:, mailto:) or to an anchor of the same page are not checked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SERVER = join(ROOT, 'server');
const MAP_MAX_LINES = 150;

/** Lines as `wc -l` counts them, plus a last line without a final newline. */
function lineCount(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/** server/README.md and every server/<folder>/README.md, as paths from the repository's root. */
function serverReadmes(): string[] {
  const domains = readdirSync(SERVER, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(SERVER, entry.name, 'README.md')))
    .map((entry) => join('server', entry.name, 'README.md'));
  return [join('server', 'README.md'), ...domains.sort()].map((p) => p.split(sep).join('/'));
}

/** The targets of the Markdown links in `markdown`, inline (`[text](target)`) and by reference. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, 'code');
  const targets: string[] = [];
  for (const m of prose.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
    targets.push(m[1]!.replace(/^<|>$/g, ''));
  }
  for (const m of prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)) {
    targets.push(m[1]!.replace(/^<|>$/g, ''));
  }
  return targets;
}

/** The relative links of `file` (a path from the root) whose target does not exist. */
function brokenLinks(file: string, markdown: string): string[] {
  return linkTargets(markdown)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .filter((target) => {
      const path = decodeURI(target.replace(/[?#].*$/, ''));
      const absolute = path.startsWith('/') ? join(ROOT, path) : resolve(ROOT, dirname(file), path);
      return !existsSync(absolute) || relative(ROOT, absolute).startsWith('..');
    })
    .map((target) => `${file}: ${target}`);
}

describe('server/README.md is a map (issue #37 item 6)', () => {
  it(`is at most ${MAP_MAX_LINES} lines`, () => {
    const lines = lineCount(readFileSync(join(SERVER, 'README.md'), 'utf8'));
    expect(lines, `server/README.md has ${lines} lines`).toBeLessThanOrEqual(MAP_MAX_LINES);
  });

  it('finds the READMEs and their links', () => {
    const files = serverReadmes();
    expect(files[0]).toBe('server/README.md');
    expect(files).toContain('server/booth/README.md');
    // The map links every domain's README: the link check below cannot pass for want of links.
    const mapLinks = linkTargets(readFileSync(join(ROOT, 'server/README.md'), 'utf8'));
    for (const domain of files.slice(1)) {
      expect(mapLinks, `server/README.md links ${domain}`).toContain(`./${domain.slice('server/'.length)}`);
    }
  });

  it('every relative link in server/README.md and server/*/README.md points to a file that exists', () => {
    const broken = serverReadmes().flatMap((file) => brokenLinks(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(broken).toEqual([]);
  });
});

describe('the link check can fail', () => {
  it('reads inline and reference links, not code', () => {
    const text = [
      'See [the booth](./booth/README.md) and [`a file`](./app.ts "title"), [web](https://example.com).',
      '`[not a link](./nowhere.md)`',
      '```',
      '[nor this](./nowhere.md)',
      '```',
      '[ref]: ./db/README.md',
    ].join('\n');
    expect(linkTargets(text)).toEqual(['./booth/README.md', './app.ts', 'https://example.com', './db/README.md']);
  });

  it('reports a link to a file that does not exist, and passes anchors, schemes and existing files', () => {
    const text =
      '[a](./missing.md) [b](./booth/README.md#cari-tiket) [c](#top) [d](https://x.test) [e](../openapi.yaml)';
    expect(brokenLinks('server/README.md', text)).toEqual(['server/README.md: ./missing.md']);
  });
});
