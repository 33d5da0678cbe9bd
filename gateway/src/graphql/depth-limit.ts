import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Caps how deeply a query nests fields, so that cycles in the schema (a product's related
 * products, and theirs) cannot be used to make one request very expensive. Introspection
 * fields (`__schema`, `__type`) are not counted: GraphiQL's introspection query is deep by
 * nature and walks only the schema, never the catalogue.
 */
export function depthLimitRule(limit: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }

    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let max = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          max = Math.max(max, selection.selectionSet ? 1 + depthOf(selection.selectionSet, seen) : 1);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          max = Math.max(max, depthOf(selection.selectionSet, seen));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) continue;
          max = Math.max(max, depthOf(fragment.selectionSet, new Set(seen).add(name)));
        }
      }
      return max;
    };

    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
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
