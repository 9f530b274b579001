// The site's production server: Next.js's request handler behind a Node.js HTTP server that answers the autosuggest
// endpoint itself (see lib/search/suggest-server.ts) and closes the commerce database cleanly on SIGTERM/SIGINT.
// `./shop start` runs it (`node server.ts`, NODE_ENV=production, after `next build`); `next dev` remains the
// development server (it serves autosuggest through the route handler).
import http from 'node:http';
import { closeDb } from '@shop/commerce/db/client';
import next from 'next';
import { handleSuggestRequest } from './lib/search/suggest-server.ts';

const port = Number(process.env.PORT ?? 3000);
// Like `next start`: listen on every interface; `hostname` only names the server in URLs Next.js builds.
const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((request, response) => {
  if (handleSuggestRequest(request, response)) return;
  handle(request, response).catch((error: unknown) => {
    console.error('request failed', error);
    if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Internal Server Error');
  });
});
server.listen(port, () => console.log(`▸ site ready on http://localhost:${port}`));

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Stop accepting, let in-flight requests finish (idle keep-alive sockets are closed at once), then close PGlite so
  // its data directory is left consistent.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const deadline = setTimeout(() => server.closeAllConnections(), 5_000);
  deadline.unref();
  let code = 0;
  try {
    await closed;
    await app.close();
    await closeDb();
    console.log(`▸ site stopped (${signal})`);
  } catch (error) {
    console.error('site shutdown failed', error);
    code = 1;
  }
  process.exit(code);
}
process.on('SIGTERM', (signal) => void stop(signal));
process.on('SIGINT', (signal) => void stop(signal));
