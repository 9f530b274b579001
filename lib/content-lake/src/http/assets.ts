// Upload (POST /assets/{images|files}/{ds}) and serving (GET /images/… and /files/…, no version prefix).
// Served bytes are content-addressed (and a transform's result is keyed by its source and parameters), so they are
// cached for a year as immutable. Image transforms (w, h, fit, crop, rect, fm, auto=format, q…) are applied as the
// hosted image pipeline does (image-transform.ts), and each result is kept on disk beside the originals.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AssetContext, type AssetKind, assetFilePath, mimeTypeOf, storeAsset } from '../assets.ts';
import { type Auth, authorizer } from '../auth.ts';
import {
  type OutputFormat,
  outputFormat,
  parseTransform,
  TransformError,
  transformImage,
  transformKey,
} from '../image-transform.ts';
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

/** Transforms being made now, by cache file: two requests for the same variant wait on one. */
const inFlight = new Map<string, Promise<void>>();

/** The transformed variant's file, made once (written atomically, so a reader never sees half of it). */
async function transformedFile(
  assets: AssetContext,
  source: string,
  fileName: string,
  transform: NonNullable<ReturnType<typeof parseTransform>>,
  format: Exclude<OutputFormat, 'original'>,
): Promise<string> {
  const key = createHash('sha1')
    .update(`${fileName}\n${transformKey(transform, format)}`)
    .digest('hex');
  const dir = path.join(assets.datasetDir, 'assets', 'transforms');
  const target = path.join(dir, `${key}.${format === 'jpeg' ? 'jpg' : format}`);
  if (existsSync(target)) return target;
  let making = inFlight.get(target);
  if (!making) {
    making = (async () => {
      // Off the event loop: the lake keeps answering listeners and queries while a large photo is read and written.
      const bytes = await transformImage(await readFile(source), transform, format);
      await mkdir(dir, { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    })().finally(() => inFlight.delete(target));
    inFlight.set(target, making);
  }
  await making;
  return target;
}

export async function handleServeAsset(ctx: RequestContext, assets: AssetContext): Promise<boolean> {
  const match = ASSET_URL.exec(ctx.url.pathname);
  if (!match) return false;
  const [, folder, projectId, dataset, fileName] = match as unknown as [string, string, string, string, string];
  const notFound = (): true => {
    sendJson(ctx, 404, { error: 'Not Found', message: 'Asset not found', statusCode: 404 });
    return true;
  };
  if (projectId !== assets.projectId || dataset !== assets.dataset) return notFound();
  let file = assetFilePath(assets.datasetDir, folder === 'images' ? 'image' : 'file', fileName);
  if (!existsSync(file)) return notFound();
  let contentType = mimeTypeOf(path.extname(fileName).slice(1));
  let varyOnAccept = false;
  if (folder === 'images') {
    let transform: ReturnType<typeof parseTransform>;
    try {
      transform = parseTransform(ctx.url.searchParams);
    } catch (error) {
      if (!(error instanceof TransformError)) throw error;
      sendJson(ctx, 400, { error: 'Bad Request', message: error.message, statusCode: 400 });
      return true;
    }
    if (transform) {
      const format = outputFormat(
        transform,
        path.extname(fileName).slice(1).toLowerCase(),
        header(ctx.req, 'accept') ?? '',
      );
      varyOnAccept = transform.autoFormat && !transform.format;
      if (format !== 'original') {
        try {
          file = await transformedFile(assets, file, fileName, transform, format);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          sendJson(ctx, 400, {
            error: 'Bad Request',
            message: `The image could not be transformed: ${reason}`,
            statusCode: 400,
          });
          return true;
        }
        contentType = `image/${format}`;
      }
    }
  }
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
    'content-type': contentType,
    'content-length': size,
    'cache-control': 'public, max-age=31536000, immutable',
    etag: `"${path.basename(file)}"`,
    ...(varyOnAccept ? { vary: 'Accept' } : {}),
    ...(dl !== null
      ? { 'content-disposition': `attachment; filename="${(dl || fileName).replace(/[^\w.-]/g, '_')}"` }
      : {}),
  });
  if (ctx.req.method === 'HEAD') ctx.res.end();
  else createReadStream(file).pipe(ctx.res);
  return true;
}
