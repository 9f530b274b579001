// Upload (POST /assets/{images|files}/{ds}) and serving (GET /images/… and /files/…, no version prefix).
// Served bytes are content-addressed, so they are cached for a year as immutable. Image transforms (w, h, fit…)
// are not applied: the original is served whatever the query string says.
import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { type AssetContext, type AssetKind, assetFilePath, mimeTypeOf, storeAsset } from '../assets.ts';
import { type Auth, authorizer } from '../auth.ts';
import { MutationError } from '../store/mutate.ts';
import { HttpError, header, type RequestContext, readBody, requireWriter, sendJson, storeErrorToHttp } from './util.ts';

const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

export async function handleUpload(
  ctx: RequestContext,
  assets: AssetContext,
  kind: AssetKind,
  auth: Auth,
): Promise<void> {
  const account = requireWriter(ctx, auth);
  const bytes = await readBody(ctx.req, MAX_UPLOAD_BYTES);
  if (bytes.length === 0) throw new HttpError(400, { error: { description: 'Empty upload', type: 'httpBadRequest' } });
  const search = ctx.url.searchParams;
  const optional = (name: string): string | undefined => search.get(name) ?? undefined;
  try {
    const document = await storeAsset(assets, kind, bytes, {
      filename: optional('filename'),
      label: optional('label'),
      title: optional('title'),
      description: optional('description'),
      creditLine: optional('creditLine'),
      contentType: header(ctx.req, 'content-type'),
      author: account.user.id,
      authorize: authorizer(account),
    });
    sendJson(ctx, 200, { document });
  } catch (error) {
    if (error instanceof MutationError) throw storeErrorToHttp(error, 'mutationError');
    if (error instanceof Error && error.message.startsWith('Invalid image')) {
      throw new HttpError(400, { error: { description: error.message, type: 'httpBadRequest' } });
    }
    throw error;
  }
}

/** `/images/{pid}/{ds}/{sha1}-{w}x{h}.{ext}` or `/files/{pid}/{ds}/{sha1}.{ext}`. */
const ASSET_URL = /^\/(images|files)\/([^/]+)\/([^/]+)\/([a-f0-9]{40}(?:-\d+x\d+)?\.[a-z0-9]+)$/;

export function handleServeAsset(ctx: RequestContext, assets: AssetContext): boolean {
  const match = ASSET_URL.exec(ctx.url.pathname);
  if (!match) return false;
  const [, folder, projectId, dataset, fileName] = match as unknown as [string, string, string, string, string];
  const notFound = (): true => {
    sendJson(ctx, 404, { error: 'Not Found', message: 'Asset not found', statusCode: 404 });
    return true;
  };
  if (projectId !== assets.projectId || dataset !== assets.dataset) return notFound();
  const file = assetFilePath(assets.datasetDir, folder === 'images' ? 'image' : 'file', fileName);
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return notFound();
  }
  const dl = ctx.url.searchParams.get('dl');
  ctx.res.writeHead(200, {
    ...ctx.cors,
    'access-control-allow-origin': '*',
    'content-type': mimeTypeOf(path.extname(fileName).slice(1)),
    'content-length': size,
    'cache-control': 'public, max-age=31536000, immutable',
    etag: `"${fileName}"`,
    ...(dl !== null
      ? { 'content-disposition': `attachment; filename="${(dl || fileName).replace(/[^\w.-]/g, '_')}"` }
      : {}),
  });
  if (ctx.req.method === 'HEAD') ctx.res.end();
  else createReadStream(file).pipe(ctx.res);
  return true;
}
