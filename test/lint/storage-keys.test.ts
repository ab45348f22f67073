// @vitest-environment jsdom
/**
 * The poisoned-storage spec (test/e2e/poisoned-storage.spec.ts) sets every key the app writes; this holds
 * its list (test/e2e/storage-keys.ts) against the source, so a key added later is poisoned too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BUDGET_FIELDS,
  LOCAL_STORAGE_KEYS,
  LOCAL_STORAGE_PREFIXES,
  SESSION_STORAGE_KEYS,
  SETTINGS_FIELDS,
} from '../e2e/storage-keys.ts';
import { DEFAULT_SETTINGS } from '../../src/settings/settings.ts';
import { readStoredBudget } from '../../src/api/http/request-budget.ts';

const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the storage keys the poisoned-storage spec sets', () => {
  const files = sourceFiles(SRC).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it('are every tonlens.* key written in src/', () => {
    const written = new Set<string>();
    for (const { text } of files) {
      // Every 'tonlens.…' string but a Symbol's description.
      for (const match of text.matchAll(/(?<!Symbol\()'(tonlens\.[\w.]+)'/g)) written.add(match[1]!);
    }
    expect([...written].sort()).toEqual(
      [...LOCAL_STORAGE_KEYS, ...LOCAL_STORAGE_PREFIXES, ...SESSION_STORAGE_KEYS].sort(),
    );
  });

  it('are held by every module that touches localStorage or sessionStorage', () => {
    for (const { file, text } of files) {
      if (!/\b(localStorage|sessionStorage)\.(getItem|setItem)/.test(text)) continue;
      expect(/'tonlens\.[\w.]+'|STORAGE_KEY/.test(text), path.relative(SRC, file)).toBe(true);
    }
  });

  it('name every field of the settings and of a request budget', () => {
    expect([...SETTINGS_FIELDS].sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
    const fresh = Object.fromEntries(BUDGET_FIELDS.map((field) => [field, field === 'version' ? 1 : 0]));
    const read = readStoredBudget(fresh, { baseUrl: 'https://index.example.org' }, 0);
    expect(Object.keys(read ?? {}).sort()).toEqual([...BUDGET_FIELDS].sort());
  });
});
