import { getPublishedId, type ValidationContext } from 'sanity';

/**
 * Whether no other document of `type` in the same brand has `field == value`. Drafts, release versions and published
 * documents all count, except the document's own: its published document, its draft and its versions in any release
 * (`sanity::versionOf`). Without that, a page in a release would collide with its own published page, and the Studio's
 * releases tool, which validates every document of a release, would never let the release be scheduled. Runs in the
 * Studio through the validation client.
 */
export async function uniqueWithinBrand(
  type: string,
  field: string,
  value: unknown,
  context: ValidationContext,
): Promise<boolean> {
  const document = context.document;
  if (typeof value !== 'string' || !document?.brand) return true;
  const taken = await context
    .getClient({ apiVersion: '2025-02-19' })
    .fetch<number>(
      `count(*[_type == $type && brand == $brand && ${field} == $value && !sanity::versionOf($id)])`,
      { type, brand: document.brand, value, id: getPublishedId(document._id) },
      { perspective: 'raw' },
    );
  return taken === 0;
}
