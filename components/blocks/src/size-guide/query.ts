import { z } from 'zod';
import { optionalText, requiredText } from '../fields.ts';

export const sizeGuideProjection = 'title, intro, unit, columns, rows[]{ _key, cells }';

export const sizeGuideData = z
  .object({
    _key: z.string().min(1),
    _type: z.literal('sizeGuide'),
    title: requiredText,
    intro: optionalText,
    unit: z
      .enum(['cm', 'in'])
      .nullish()
      .catch('cm')
      .transform((u) => u ?? 'cm'),
    columns: z.array(requiredText).min(2),
    rows: z.array(z.object({ _key: z.string().min(1), cells: z.array(z.string().nullable()) })).min(1),
  })
  .refine((v) => v.rows.every((row) => row.cells.length === v.columns.length), {
    message: 'every row needs one value per column',
    path: ['rows'],
  });
export type SizeGuideBlock = z.infer<typeof sizeGuideData>;
