// Reporting a block left out of the page: through the context's report (the site passes its structured logger), or
// to the console when there is none (tests, scripts).
import type { BlockContext, BlockReport, SkippedBlock } from './types.ts';

export const consoleReport: BlockReport = (level, skipped) => {
  const line = `[blocks] Skipped ${skipped.label}: ${skipped.reason}`;
  if (skipped.error === undefined) console[level](line);
  else console[level](line, skipped.error);
};

/** Reports the block at `index` (its `_type` and `_key` as found) of the context's document as skipped. */
export function reportSkipped(
  context: BlockContext,
  level: 'warn' | 'error',
  block: { index: number | null; type: string | null; key: string | null },
  reason: string,
  error?: unknown,
): void {
  const where = `${context.documentType} ${context.documentId} (${context.brand})`;
  const skipped: SkippedBlock = {
    label: `block ${block.index ?? '?'} (${block.type ?? 'no type'}, key ${block.key ?? 'none'}) of ${where}`,
    reason,
    brand: context.brand,
    documentId: context.documentId,
    documentType: context.documentType,
    ...block,
    ...(error === undefined ? {} : { error }),
  };
  (context.report ?? consoleReport)(level, skipped);
}
