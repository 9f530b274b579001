// V8's explicit compile hint for the build's client scripts. Chromium compiles a script's top level while it downloads,
// on a background thread, but only pre-parses the functions inside it; each function is compiled for real the first
// time it is called, on the main thread. A Turbopack chunk is a list of module factories, all called while the page
// starts, so that lazy compiling landed in the first-load long tasks: about 150 ms of the main thread at a phone's
// speed (Lighthouse's four times slower), most of the pages' Total Blocking Time. A script whose first line is the
// magic comment below has all its functions compiled eagerly, with the top level, off the main thread
// (https://v8.dev/blog/explicit-compile-hints). Other engines read it as a comment. bench/README.md has the figures.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINT_LINE = Buffer.from(`${COMPILE_HINT}\n`);

/**
 * Puts the compile hint on the first line of every script under `staticDir` (the build's `static` folder: its scripts
 * are the client chunks, each loaded by a page when it is needed). A script that already starts with it is left as it
 * is, so a second run changes nothing. Run before the scripts are compressed. Answers how many scripts it changed.
 */
export async function addCompileHints(staticDir: string): Promise<number> {
  let changed = 0;
  for (const entry of await readdir(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || path.extname(entry.name) !== '.js') continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = await readFile(file);
    if (source.subarray(0, HINT_LINE.length).equals(HINT_LINE)) continue;
    await writeFile(file, Buffer.concat([HINT_LINE, source]));
    changed += 1;
  }
  return changed;
}
