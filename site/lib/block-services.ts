// What every block the site renders is given besides its document: the cached catalogue reads, and the structured log
// a block left out of the page is reported to (one record per block, with its place, type, key and document).
import type { BlockReport } from '@shop/blocks/types';
import { createLogger } from '@shop/runtime/log';
import { blockCatalogue } from './catalogue.ts';

const log = createLogger('site').child({ component: 'blocks' });

// `blockKey`, not `key`: the redactor hides any field named like a secret key.
export const reportBlock: BlockReport = (level, { brand, documentId, documentType, index, type, key, reason, error }) =>
  log[level](
    {
      brand,
      documentId,
      documentType,
      blockIndex: index,
      blockType: type,
      blockKey: key,
      reason,
      ...(error === undefined ? {} : { err: error }),
    },
    'block skipped',
  );

export const blockServices = { catalogue: blockCatalogue, report: reportBlock };
