import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * The nesting depth of each operation of a document. Each fragment's depth is computed once and
 * reused wherever it is spread: a document of n fragments each spreading the next twice costs n
 * steps, not 2^n. Introspection fields (`__schema`, `__type`) are not counted: GraphiQL's
 * introspection query is deep by nature and walks only the schema, never the catalogue.
 * A fragment cycle (refused by graphql-js's own rule) counts as depth 0 here.
 */
export function operationDepths(document: DocumentNode): Map<string, number> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  const fragmentDepth = new Map<string, number>();
  const inProgress = new Set<string>();

  const depthOfFragment = (name: string): number => {
    const known = fragmentDepth.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    if (!fragment || inProgress.has(name)) return 0;
    inProgress.add(name);
    const depth = depthOf(fragment.selectionSet);
    inProgress.delete(name);
    fragmentDepth.set(name, depth);
    return depth;
  };

  const depthOf = (set: SelectionSetNode | undefined): number => {
    if (!set) return 0;
    let max = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        max = Math.max(max, selection.selectionSet ? 1 + depthOf(selection.selectionSet) : 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        max = Math.max(max, depthOf(selection.selectionSet));
      } else {
        max = Math.max(max, depthOfFragment(selection.name.value));
      }
    }
    return max;
  };

  const depths = new Map<string, number>();
  for (const def of document.definitions) {
    if (def.kind === Kind.OPERATION_DEFINITION) depths.set(def.name?.value ?? '', depthOf(def.selectionSet));
  }
  return depths;
}

/**
 * Caps how deeply a query nests fields, so that cycles in the schema (a product's related
 * products, and theirs) cannot be used to make one request very expensive.
 */
export function depthLimitRule(limit: number) {
  return (context: ValidationContext): ASTVisitor => {
    const depths = operationDepths(context.getDocument());
    return {
      OperationDefinition(node) {
        const depth = depths.get(node.name?.value ?? '') ?? 0;
        if (depth > limit) {
          context.reportError(
            new GraphQLError(`Richiesta troppo annidata: profondità (depth) ${depth}, il limite è ${limit}`, {
              nodes: [node],
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            }),
          );
        }
      },
    };
  };
}
