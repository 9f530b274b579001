// Import and export in Sanity's export format: `production.ndjson`, one document per line, with image and file
// fields carrying `_sanityAsset: "image@file://./<relative path>"` instead of an asset reference. Asset documents
// themselves are not exported; import recreates them from the bytes.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AssetContext, type AssetKind, assetFilePath, storeAsset } from './assets.ts';
import type { Logger } from './log.ts';
import type { LakeDocument } from './store/types.ts';

export const DATASET_FILE = 'production.ndjson';
const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset']);

/** Finds the bytes for `./images/x.jpg`: as written, or under `assets/` (the seed folder's layout). */
function resolveAssetFile(dir: string, relative: string): string | null {
  const candidates = [
    path.resolve(dir, relative),
    path.resolve(dir, 'assets', relative),
    path.resolve(dir, 'assets', path.basename(relative)),
  ];
  return candidates.find((file) => file.startsWith(path.resolve(dir)) && existsSync(file)) ?? null;
}

export interface ImportResult {
  documents: number;
  assets: number;
}

/** Loads `<dir>/production.ndjson` (createOrReplace every document in one transaction) and its assets. */
export async function importDataset(
  dir: string,
  ctx: AssetContext,
  logger: Logger,
  author = 'import',
): Promise<ImportResult> {
  const file = path.join(dir, DATASET_FILE);
  const lines = readFileSync(file, 'utf8').split('\n');
  const documents: LakeDocument[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    let doc: LakeDocument;
    try {
      doc = JSON.parse(line) as LakeDocument;
    } catch {
      throw new Error(`${file}:${index + 1}: not valid JSON`);
    }
    if (typeof doc._id !== 'string' || typeof doc._type !== 'string')
      throw new Error(`${file}:${index + 1}: needs _id and _type`);
    if (!ASSET_TYPES.has(doc._type)) documents.push(doc);
  }
  const uploaded = new Map<string, string>();
  const upload = async (spec: string): Promise<string | null> => {
    const match = /^(image|file)@file:\/\/(.+)$/.exec(spec);
    if (!match) {
      logger.warn('import: skipping asset that is not a local file', { asset: spec });
      return null;
    }
    const [, kind, relative] = match as unknown as [string, AssetKind, string];
    const cached = uploaded.get(spec);
    if (cached) return cached;
    const source = resolveAssetFile(dir, relative);
    if (!source) throw new Error(`import: asset file ${relative} not found under ${dir}`);
    const asset = await storeAsset(ctx, kind, readFileSync(source), { filename: path.basename(source), author });
    uploaded.set(spec, asset._id);
    return asset._id;
  };
  const rewrite = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(rewrite));
    if (!value || typeof value !== 'object') return value;
    const entries: Array<[string, unknown]> = [];
    let assetId: string | null = null;
    for (const [key, item] of Object.entries(value)) {
      if (key === '_sanityAsset' && typeof item === 'string') assetId = await upload(item);
      else entries.push([key, await rewrite(item)]);
    }
    const result = Object.fromEntries(entries);
    return assetId ? { ...result, asset: { _type: 'reference', _ref: assetId } } : result;
  };
  const prepared = (await Promise.all(documents.map(rewrite))) as LakeDocument[];
  if (prepared.length) {
    await ctx.store.commit(
      prepared.map((doc) => ({ createOrReplace: doc })),
      { author },
    );
  }
  return { documents: prepared.length, assets: uploaded.size };
}

/** Writes every document (drafts included, asset documents excluded) and the asset files to `dir`. */
export function exportDataset(dir: string, ctx: AssetContext): ImportResult {
  mkdirSync(dir, { recursive: true });
  const all = ctx.store.all();
  const used = new Set<string>();
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const ref = (record.asset as { _ref?: unknown } | undefined)?._ref;
    const asset = typeof ref === 'string' ? all.get(ref) : undefined;
    if (asset && ASSET_TYPES.has(asset._type)) {
      const kind = asset._type === 'sanity.imageAsset' ? 'image' : 'file';
      const fileName = path.basename(String(asset.path));
      used.add(asset._id);
      const { asset: _asset, ...rest } = record;
      const folder = kind === 'image' ? 'images' : 'files';
      return { ...mapValues(rest, rewrite), _sanityAsset: `${kind}@file://./assets/${folder}/${fileName}` };
    }
    return mapValues(record, rewrite);
  };
  const lines: string[] = [];
  for (const doc of all.values()) {
    if (!ASSET_TYPES.has(doc._type)) lines.push(JSON.stringify(rewrite(doc)));
  }
  for (const id of used) {
    const asset = all.get(id) as LakeDocument;
    const kind: AssetKind = asset._type === 'sanity.imageAsset' ? 'image' : 'file';
    const fileName = path.basename(String(asset.path));
    const target = path.join(dir, 'assets', kind === 'image' ? 'images' : 'files', fileName);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(assetFilePath(ctx.datasetDir, kind, fileName), target);
  }
  writeFileSync(path.join(dir, DATASET_FILE), lines.length ? `${lines.join('\n')}\n` : '');
  return { documents: lines.length, assets: used.size };
}

function mapValues(record: Record<string, unknown>, fn: (value: unknown) => unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value)]));
}
