// Wraps a block definition so the renderer can treat every block alike while each keeps its own data type:
// validation and the component are bound together here, where `T` is still known.
import type { BlockBase, BlockContext, BlockDefinition, BlockPlacement, RegisteredBlock } from './types.ts';

function describe(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

export function defineBlock<T extends BlockBase>(definition: BlockDefinition<T>): RegisteredBlock<T> {
  return {
    ...definition,
    prepare(raw: unknown, context: BlockContext, placement: BlockPlacement) {
      const parsed = definition.data.safeParse(raw);
      if (!parsed.success) return { ok: false, reason: describe(parsed.error.issues) };
      const block = parsed.data;
      return { ok: true, render: () => definition.Component({ block, context, ...placement }) };
    },
  };
}
