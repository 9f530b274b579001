// What Next.js's server sets up before it loads anything else: the AsyncLocalStorage it keeps a request's scope in.
// Next.js makes that storage as its modules load, and without it a stand-in that can hold no scope, so code could not
// be run in a route handler's request scope (lib/cache/next-cache.testing.ts) once any file had loaded Next.js.
import 'next/dist/server/node-environment-baseline.js';
