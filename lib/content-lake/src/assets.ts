// Asset bytes live beside the transaction log under assets/{images,files}/, named by content hash (so identical
// uploads share one file and one asset document). Files are written atomically before the asset document commits.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { DocumentStore } from './store/store.ts';
import type { DocumentChange, LakeDocument } from './store/types.ts';

export type AssetKind = 'image' | 'file';

export interface AssetContext {
  store: DocumentStore;
  datasetDir: string;
  projectId: string;
  dataset: string;
  publicUrl: string;
}

export interface AssetMeta {
  filename?: string | undefined;
  label?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  creditLine?: string | undefined;
  contentType?: string | undefined;
  author: string;
  /** The uploader's grants check (see auth.ts `authorizer`); runs before any byte is stored. */
  authorize?: ((changes: DocumentChange[]) => Promise<void>) | undefined;
}

const MIME_BY_EXT: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain',
  mp4: 'video/mp4',
};

export function mimeTypeOf(ext: string): string {
  return MIME_BY_EXT[ext.toLowerCase()] ?? 'application/octet-stream';
}

function extensionOf(filename: string | undefined, contentType: string | undefined, fallback: string): string {
  const fromName = filename ? path.extname(filename).slice(1).toLowerCase() : '';
  if (/^[a-z0-9]{1,8}$/.test(fromName)) return fromName === 'jpeg' ? 'jpg' : fromName;
  const fromType = Object.entries(MIME_BY_EXT).find(([, mime]) => mime === contentType)?.[0];
  return fromType ?? fallback;
}

/** Where an asset's bytes live on disk, from its public file name (`<sha1>-<w>x<h>.<ext>` or `<sha1>.<ext>`). */
export function assetFilePath(datasetDir: string, kind: AssetKind, fileName: string): string {
  return path.join(datasetDir, 'assets', kind === 'image' ? 'images' : 'files', path.basename(fileName));
}

function writeAtomically(target: string, bytes: Buffer): void {
  if (existsSync(target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, target);
}

/** Stores the bytes and creates (or returns the existing) `sanity.imageAsset` / `sanity.fileAsset` document. */
export async function storeAsset(
  ctx: AssetContext,
  kind: AssetKind,
  bytes: Buffer,
  meta: AssetMeta,
): Promise<LakeDocument> {
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  let ext: string;
  let fileName: string;
  let id: string;
  let metadata: Record<string, unknown> | undefined;
  if (kind === 'image') {
    let size: ReturnType<typeof imageSize>;
    try {
      size = imageSize(new Uint8Array(bytes));
    } catch {
      throw new Error('Invalid image: could not read its dimensions');
    }
    const width = size.width;
    const height = size.height;
    ext = size.type === 'jpg' ? 'jpg' : (size.type ?? extensionOf(meta.filename, meta.contentType, 'bin'));
    fileName = `${sha1}-${width}x${height}.${ext}`;
    id = `image-${sha1}-${width}x${height}-${ext}`;
    metadata = {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      hasAlpha: ext === 'png' || ext === 'webp' || ext === 'gif' || ext === 'svg',
      isOpaque: !(ext === 'png' || ext === 'webp' || ext === 'gif' || ext === 'svg'),
    };
  } else {
    ext = extensionOf(meta.filename, meta.contentType, 'bin');
    fileName = `${sha1}.${ext}`;
    id = `file-${sha1}-${ext}`;
  }
  const existing = ctx.store.get(id);
  if (existing) return existing;
  const folder = kind === 'image' ? 'images' : 'files';
  const assetPath = `${folder}/${ctx.projectId}/${ctx.dataset}/${fileName}`;
  const doc: LakeDocument = {
    _id: id,
    _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
    assetId: sha1,
    extension: ext,
    mimeType: kind === 'image' ? mimeTypeOf(ext) : (meta.contentType ?? mimeTypeOf(ext)),
    originalFilename: meta.filename ?? fileName,
    path: assetPath,
    sha1hash: sha1,
    size: bytes.length,
    uploadId: sha1.slice(0, 32),
    url: `${ctx.publicUrl}/${assetPath}`,
    ...(metadata ? { metadata } : {}),
    ...(meta.label ? { label: meta.label } : {}),
    ...(meta.title ? { title: meta.title } : {}),
    ...(meta.description ? { description: meta.description } : {}),
    ...(meta.creditLine ? { creditLine: meta.creditLine } : {}),
  };
  // Refuse before the file is written, so a caller without rights leaves nothing behind; the commit checks again.
  await meta.authorize?.([{ id, before: null, after: doc }]);
  writeAtomically(assetFilePath(ctx.datasetDir, kind, fileName), bytes);
  const outcome = await ctx.store.commit([{ createIfNotExists: doc }], {
    author: meta.author,
    ...(meta.authorize ? { authorize: meta.authorize } : {}),
  });
  return (ctx.store.get(id) ?? outcome.documents.get(id) ?? doc) as LakeDocument;
}
