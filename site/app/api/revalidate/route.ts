import { SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { type ContentChange, tagsForChange } from '@shop/content/tags';
import { z } from 'zod';
import { expireTags } from '@/lib/cache/expire-tags.ts';
import { surrogateKeysForChange } from '@/lib/cache/surrogate-keys.ts';
import { hasValidSignature, webhookSecret } from '@/lib/content/webhook.ts';
import { json } from '@/lib/http/route.ts';

/**
 * Content changed: the local Content Lake (after each commit) or a Sanity GROQ webhook in production posts
 * `{ transactionId, documents: [{ _id, _type, brand, route, productNumber, operation, previous }] }`, signed (`previous`:
 * where a moved document was, so a renamed page's old address is cleared too). Each document's tags are expired
 * at once, so exactly the pages that used it render fresh on their next request, and the CDN (when there is one)
 * drops its copies of those pages (lib/cache/expire-tags.ts). A purge the CDN did not take answers 502 after the tags
 * were expired: the lake delivers a webhook again on a 5xx, and that delivery purges again.
 *
 * Server-to-server and signed, so not behind `route()`'s browser origin check: the signature is the authorisation.
 */

const MAX_BODY_BYTES = 256 * 1024;

const address = {
  brand: z.string().max(20).nullish(),
  route: z.string().max(300).nullish(),
  productNumber: z.string().max(40).nullish(),
};

const change = z.object({
  _id: z.string().min(1).max(200),
  _type: z.string().min(1).max(100),
  ...address,
  operation: z.enum(['create', 'update', 'delete']).optional(),
  // Where a moved document was (a renamed page): its old address is cleared too.
  previous: z.object(address).nullish(),
});

const payload = z.object({
  transactionId: z.string().max(200).optional(),
  documents: z.array(change).min(1).max(1000),
});

export async function POST(request: Request): Promise<Response> {
  const body = await request.text();
  if (body.length > MAX_BODY_BYTES) {
    return json({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' }, { status: 413 });
  }
  if (!(await hasValidSignature(body, request.headers.get(SIGNATURE_HEADER_NAME), webhookSecret()))) {
    return json(
      { code: 'INVALID_SIGNATURE', message: 'The webhook signature is missing or invalid.' },
      { status: 401 },
    );
  }
  let parsed: z.infer<typeof payload>;
  try {
    parsed = payload.parse(JSON.parse(body));
  } catch {
    return json(
      { code: 'VALIDATION_ERROR', message: 'Expected { documents: [{ _id, _type, brand, route }] }.' },
      { status: 400 },
    );
  }
  const tags = [...new Set(parsed.documents.flatMap((document: ContentChange) => tagsForChange(document)))];
  const keys = parsed.documents.flatMap((document: ContentChange) => surrogateKeysForChange(document));
  const cdn = await expireTags(tags, { keys, purge: 'now' });
  if (cdn.status === 'failed') {
    return json(
      { code: 'CDN_PURGE_FAILED', message: `The cache tags were expired but the CDN purge failed: ${cdn.message}` },
      { status: 502 },
    );
  }
  const purged = cdn.status === 'purged' ? cdn.keys : [];
  return json({ revalidated: tags, purged, transactionId: parsed.transactionId ?? null });
}
