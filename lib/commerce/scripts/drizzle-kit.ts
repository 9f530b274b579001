// Runs drizzle-kit with `drizzle-orm` resolved from this package. npm keeps drizzle-orm in lib/commerce/node_modules
// (not hoisted) while drizzle-kit is hoisted to the root, and drizzle-kit loads drizzle-orm from its own location,
// which fails ("Please install latest version of drizzle-orm"). Usage: node scripts/drizzle-kit.ts generate
import { createRequire, registerHooks } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const packageDir = resolve(import.meta.dirname, '..');
const packageJsonUrl = pathToFileURL(resolve(packageDir, 'package.json')).href;
const packageRequire = createRequire(packageJsonUrl);

let resolving = false;
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!resolving && (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))) {
      if (context.conditions.includes('require')) {
        resolving = true;
        try {
          return { url: pathToFileURL(packageRequire.resolve(specifier)).href, shortCircuit: true };
        } finally {
          resolving = false;
        }
      }
      return nextResolve(specifier, { ...context, parentURL: packageJsonUrl });
    }
    return nextResolve(specifier, context);
  },
});

process.chdir(packageDir);
packageRequire(resolve(dirname(packageRequire.resolve('drizzle-kit')), 'bin.cjs'));
