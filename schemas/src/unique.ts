import type { ValidationContext } from 'sanity';

/**
 * Whether no other document of `type` in the same brand has `field == value` (drafts and published both count,
 * the document's own draft/published pair excepted). Runs in the Studio through the validation client.
 */
export async function uniqueWithinBrand(
  type: string,
  field: string,
  value: unknown,
  context: ValidationContext,
): Promise<boolean> {
  const document = context.document;
  if (typeof value !== 'string' || !document?.brand) return true;
  const id = document._id.replace(/^drafts\./, '');
  const taken = await context
    .getClient({ apiVersion: '2025-02-19' })
    .fetch<number>(
      `count(*[_type == $type && brand == $brand && ${field} == $value && !(_id in [$id, "drafts." + $id])])`,
      { type, brand: document.brand, value, id },
      { perspective: 'raw' },
    );
  return taken === 0;
}
