import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints.ts';

let dir: string;
const chunk = '(globalThis.TURBOPACK ||= []).push(["chunk.js", (exports) => { exports.answer = 42; }]);\n';

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dir, 'chunks', 'pages'), { recursive: true });
  mkdirSync(path.join(dir, 'media'));
  writeFileSync(path.join(dir, 'chunks', 'app.js'), chunk);
  writeFileSync(path.join(dir, 'chunks', 'pages', 'nested.js'), chunk);
  writeFileSync(path.join(dir, 'chunks', 'styles.css'), 'a{color:red}');
  writeFileSync(path.join(dir, 'media', 'font.woff2'), 'not a script');
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (...parts: string[]) => readFileSync(path.join(dir, ...parts), 'utf8');

describe('compile hints on the client scripts', () => {
  it('puts the hint on the first line of every script, nested ones too, and leaves other files alone', async () => {
    expect(await addCompileHints(dir)).toBe(2);
    expect(read('chunks', 'app.js')).toBe(`${COMPILE_HINT}\n${chunk}`);
    expect(read('chunks', 'pages', 'nested.js')).toBe(`${COMPILE_HINT}\n${chunk}`);
    expect(read('chunks', 'styles.css')).toBe('a{color:red}');
    expect(read('media', 'font.woff2')).toBe('not a script');
  });

  it('changes nothing the second time', async () => {
    await addCompileHints(dir);
    expect(await addCompileHints(dir)).toBe(0);
    expect(read('chunks', 'app.js')).toBe(`${COMPILE_HINT}\n${chunk}`);
  });

  it('leaves the script meaning what it meant: the hint is a comment', async () => {
    await addCompileHints(dir);
    const context: { TURBOPACK?: Array<[string, (exports: Record<string, number>) => void]> } = {};
    vm.runInNewContext(read('chunks', 'app.js'), { globalThis: context });
    const exports: Record<string, number> = {};
    context.TURBOPACK?.[0]?.[1](exports);
    expect(exports).toEqual({ answer: 42 });
  });
});
