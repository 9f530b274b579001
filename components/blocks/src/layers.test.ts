// Blocks are a lower layer than the site (docs/ARCHITECTURE.md): what they need from it (its fetcher) reaches them
// through context, never through an import of site code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = import.meta.dirname;
const sources = (readdirSync(sourceDir, { recursive: true }) as string[]).filter((file) => /\.tsx?$/.test(file));
const importsOf = (file: string) =>
  [...readFileSync(path.join(sourceDir, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(
    (match) => match[1] ?? '',
  );

describe('the blocks layer', () => {
  it('imports nothing from the site', () => {
    expect(sources.length).toBeGreaterThan(50);
    const offending = sources.flatMap((file) =>
      importsOf(file)
        .filter(
          (specifier) => specifier.startsWith('@/') || /(^|\/)site\//.test(specifier) || specifier === '@shop/site',
        )
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
