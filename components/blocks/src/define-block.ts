// Wraps a block definition so the renderer can treat every block alike while each keeps its own data type:
// validation and the component are bound together here, where `T` is still known.
import type { z } from 'zod';
import type {
  BlockBase,
  BlockComponent,
  BlockContext,
  BlockDefinition,
  BlockPlacement,
  PreparableBlock,
  RegisteredBlock,
} from './types.ts';

function describe(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Binds a data shape to a component: what a renderer needs to validate and render one kind of block. */
export function bindBlock<T extends BlockBase>(data: z.ZodType<T>, Component: BlockComponent<T>): PreparableBlock {
  return {
    prepare(raw: unknown, context: BlockContext, placement: BlockPlacement) {
      const parsed = data.safeParse(raw);
      if (!parsed.success) return { ok: false, reason: describe(parsed.error.issues) };
      const block = parsed.data;
      return { ok: true, render: () => Component({ block, context, ...placement }) };
    },
  };
}

export function defineBlock<T extends BlockBase>(definition: BlockDefinition<T>): RegisteredBlock<T> {
  return { ...definition, ...bindBlock(definition.data, definition.Component) };
}
