import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is the newcomer's one-minute map; the details live in docs/. These checks keep it short
// and keep every link of the README and of docs/ pointing at a file that exists.
const root = normalize(join(import.meta.dirname, '..', '..'));
const README_BUDGET_BYTES = 10 * 1024;

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

/** Relative targets of inline links `[text](target)` and reference definitions `[name]: target`. */
function relativeLinkTargets(markdown: string): string[] {
  const inline = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
  const references = [...markdown.matchAll(/^\[[^\]]+\]:\s*(\S+)/gm)].map((match) => match[1]!);
  return [...inline, ...references].filter((target) => !/^(https?:|mailto:|#)/.test(target));
}

describe('README and docs', () => {
  it(`keeps the README within ${README_BUDGET_BYTES / 1024} KB`, () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThanOrEqual(README_BUDGET_BYTES);
  });

  it('links only to files that exist', () => {
    const files = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];
    const broken = files.flatMap((file) =>
      relativeLinkTargets(readFileSync(file, 'utf8'))
        .filter((target) => !existsSync(join(dirname(file), target.split('#')[0]!)))
        .map((target) => `${file.slice(root.length + 1)} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('finds a broken link when there is one', () => {
    expect(relativeLinkTargets('see [x](docs/none.md) and [y](https://a.example) and\n[z]: ../b.md')).toEqual(
      ['docs/none.md', '../b.md'],
    );
  });
});
