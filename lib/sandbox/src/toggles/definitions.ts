import { z } from 'zod';

/** Toggle names are kebab-case: lower-case words and digits joined by single hyphens. */
export const TOGGLE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const variantPayloadSchema = z
  .strictObject({
    type: z.enum(['string', 'json', 'csv', 'number']),
    value: z.string(),
  })
  .superRefine((payload, ctx) => {
    if (payload.type === 'json') {
      try {
        JSON.parse(payload.value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'json payload value must be valid JSON', path: ['value'] });
      }
    }
    if (payload.type === 'number' && !Number.isFinite(Number(payload.value))) {
      ctx.addIssue({ code: 'custom', message: 'number payload value must be a number', path: ['value'] });
    }
  });

export const variantSchema = z.strictObject({
  name: z.string().min(1).max(100),
  /** Relative weight; a variant's share is weight / sum of weights (Unleash uses a total of 1000). */
  weight: z.int().min(0).max(1000),
  payload: variantPayloadSchema.optional(),
});

export const rolloutSchema = z.strictObject({
  /** Share of users (by sticky hash) who get the toggle, 0–100. */
  percentage: z.number().min(0).max(100),
  /** Only userId stickiness: a request without a userId is outside a partial rollout. */
  stickiness: z.literal('userId').default('userId'),
  /** Hash group; defaults to the toggle name. Give two toggles the same groupId to roll them out to the same users. */
  groupId: z.string().min(1).optional(),
});

export const toggleDefinitionSchema = z
  .strictObject({
    name: z.string().max(100).regex(TOGGLE_NAME, 'toggle names are kebab-case'),
    enabled: z.boolean(),
    description: z.string().min(1),
    variants: z.array(variantSchema).optional(),
    rollout: rolloutSchema.optional(),
    /** Users who get the toggle regardless of rollout (when the toggle is enabled). */
    userIds: z.array(z.string().min(1)).optional(),
  })
  .superRefine((toggle, ctx) => {
    if (toggle.variants && toggle.variants.length > 0) {
      if (toggle.variants.reduce((sum, variant) => sum + variant.weight, 0) <= 0) {
        ctx.addIssue({ code: 'custom', message: 'variant weights must add up to more than 0', path: ['variants'] });
      }
      const names = new Set<string>();
      for (const [index, variant] of toggle.variants.entries()) {
        if (names.has(variant.name)) {
          ctx.addIssue({ code: 'custom', message: `duplicate variant ${variant.name}`, path: ['variants', index] });
        }
        names.add(variant.name);
      }
    }
  });

export const toggleFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    $comment: z.string().optional(),
    toggles: z.array(toggleDefinitionSchema),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    for (const [index, toggle] of file.toggles.entries()) {
      if (seen.has(toggle.name)) {
        ctx.addIssue({ code: 'custom', message: `duplicate toggle ${toggle.name}`, path: ['toggles', index, 'name'] });
      }
      seen.add(toggle.name);
    }
  });

export type VariantPayload = z.infer<typeof variantPayloadSchema>;
export type VariantDefinition = z.infer<typeof variantSchema>;
export type RolloutDefinition = z.infer<typeof rolloutSchema>;
export type ToggleDefinition = z.infer<typeof toggleDefinitionSchema>;
export type ToggleFile = z.infer<typeof toggleFileSchema>;

/** Parses a toggle file's text; throws with a readable message (JSON position or zod issues) when it is invalid. */
export function parseToggleFile(text: string): ToggleFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`not valid JSON: ${(error as Error).message}`);
  }
  const result = toggleFileSchema.safeParse(json);
  if (!result.success) throw new Error(z.prettifyError(result.error));
  return result.data;
}
