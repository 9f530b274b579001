// Reporting a block left out of the page: through the context's report (the site passes its structured logger), or
// to the console when there is none (tests, scripts).
import type { BlockContext, BlockReport, SkippedBlock } from './types.ts';

/** "[blocks] Skipped block 2 (hero, key k1) of page page.dal.home (dal): …", and the error when there is one. */
export const consoleReport: BlockReport = (
  level,
  { index, type, key, documentType, documentId, brand, reason, error },
) => {
  const block = `block ${index ?? '?'} (${type ?? 'no type'}, key ${key ?? 'none'})`;
  const line = `[blocks] Skipped ${block} of ${documentType} ${documentId} (${brand}): ${reason}`;
  if (error === undefined) console[level](line);
  else console[level](line, error);
};

/** Reports the block at `index` (its `_type` and `_key` as found) of the context's document as skipped. */
export function reportSkipped(
  context: BlockContext,
  level: 'warn' | 'error',
  block: { index: number | null; type: string | null; key: string | null },
  reason: string,
  error?: unknown,
): void {
  const skipped: SkippedBlock = {
    reason,
    brand: context.brand,
    documentId: context.documentId,
    documentType: context.documentType,
    ...block,
    ...(error === undefined ? {} : { error }),
  };
  (context.report ?? consoleReport)(level, skipped);
}
