import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
  type ValidationContext,
} from 'graphql';

// Types are read by their printed form ('[Product!]!') rather than graphql-js's isListType
// and friends: the schema may come from another copy of graphql (Mercurius loads the CommonJS
// build, ES modules the other), and those helpers refuse types of another copy.
type CompositeType = GraphQLNamedType & { getFields?: () => Record<string, GraphQLField<unknown, unknown>> };
const isListTypeName = (printed: string) => printed.replace(/!$/, '').startsWith('[');
const namedTypeName = (printed: string) => printed.replace(/[[\]!]/g, '');
const compositeType = (schema: GraphQLSchema, name: string): CompositeType | undefined => {
  const type = schema.getType(name) as CompositeType | undefined;
  return type && ('getFields' in type || 'getTypes' in type) ? type : undefined;
};

export interface QueryLimits {
  /** Estimated objects one operation may produce (see `operationCosts`). */
  maxCost: number;
  /** Aliased fields per document: each alias is another execution of its field. */
  maxAliases: number;
  /** Fragment definitions per document. */
  maxFragments: number;
}

/**
 * Arguments that bound a list, with the most the resolver ever returns: a variable or an
 * omitted argument counts as the maximum, so the estimate does not depend on variables (the
 * validated document is cached per query text) and cannot be lowered by passing a small value
 * once and a large one later.
 */
const LIST_BOUNDS: Record<string, Record<string, { arg: string; max: number }>> = {
  Product: { related: { arg: 'limit', max: 1000 } },
};

/** Pages: the argument of the query field bounds the `items` list of the connection it returns. */
const PAGE_BOUNDS: Record<string, { arg: string; max: number; list: string }> = {
  products: { arg: 'pageSize', max: 100, list: 'items' },
  searchSuggestions: { arg: 'limit', max: 10, list: 'products' },
};

/** Lists without a bounding argument (images, sizes, cart lines, facet values): a typical size. */
const DEFAULT_LIST_SIZE = 10;

function intLiteral(value: ValueNode | undefined): number | undefined {
  return value?.kind === Kind.INT ? Number(value.value) : undefined;
}

function boundOf(field: FieldNode, bound: { arg: string; max: number }): number {
  const literal = intLiteral(field.arguments?.find((a) => a.name.value === bound.arg)?.value);
  return literal === undefined ? bound.max : Math.max(0, Math.min(literal, bound.max));
}

interface PageBound {
  list: string;
  size: number;
}

function listSize(parent: CompositeType, field: FieldNode, page: PageBound | undefined): number {
  if (page && page.list === field.name.value) return page.size;
  const bound = LIST_BOUNDS[parent.name]?.[field.name.value];
  return bound ? boundOf(field, bound) : DEFAULT_LIST_SIZE;
}

/**
 * The estimated number of objects each operation of a document resolves: an object field
 * costs 1 plus its selection, a list of objects costs its bound times that, scalars are free.
 * Like the depth rule, each fragment's cost is computed once however often it is spread.
 */
export function operationCosts(schema: GraphQLSchema, document: DocumentNode): Map<string, number> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  const fragmentCost = new Map<string, number>();
  const inProgress = new Set<string>();

  const costOfFragment = (name: string): number => {
    const known = fragmentCost.get(name);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    const type = fragment && compositeType(schema, fragment.typeCondition.name.value);
    if (!fragment || !type || inProgress.has(name)) return 0;
    inProgress.add(name);
    const cost = costOf(fragment.selectionSet, type, undefined);
    inProgress.delete(name);
    fragmentCost.set(name, cost);
    return cost;
  };

  const costOf = (set: SelectionSetNode, parent: CompositeType, page: PageBound | undefined): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        total += costOfFragment(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? compositeType(schema, selection.typeCondition.name.value) : parent;
        if (type) total += costOf(selection.selectionSet, type, page);
      } else if (selection.selectionSet && parent.getFields && !selection.name.value.startsWith('__')) {
        const field = parent.getFields()[selection.name.value];
        const printed = field ? String(field.type) : '';
        const named = field && compositeType(schema, namedTypeName(printed));
        if (!named) continue;
        const pageBound = PAGE_BOUNDS[selection.name.value];
        const childPage = pageBound && parent === schema.getQueryType() ? { list: pageBound.list, size: boundOf(selection, pageBound) } : undefined;
        const each = 1 + costOf(selection.selectionSet, named, childPage);
        total += isListTypeName(printed) ? listSize(parent, selection, page) * each : each;
      }
      if (total > Number.MAX_SAFE_INTEGER) return Number.MAX_SAFE_INTEGER;
    }
    return total;
  };

  const costs = new Map<string, number>();
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = schema.getRootType(def.operation) as CompositeType | undefined;
    costs.set(def.name?.value ?? '', root ? costOf(def.selectionSet, root, undefined) : 0);
  }
  return costs;
}

const refuse = (context: ValidationContext, message: string) =>
  context.reportError(new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));

/** Refuses documents whose cost, aliases or fragments exceed the limits, before anything runs. */
export function queryLimitsRule(limits: QueryLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const document = context.getDocument();
    let aliases = 0;
    let fragmentCount = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      FragmentDefinition() {
        fragmentCount += 1;
      },
      Document: {
        leave() {
          if (aliases > limits.maxAliases) refuse(context, `Troppi alias nella richiesta: ${aliases}, il limite è ${limits.maxAliases}`);
          if (fragmentCount > limits.maxFragments) {
            refuse(context, `Troppi frammenti nella richiesta: ${fragmentCount}, il limite è ${limits.maxFragments}`);
          }
          for (const [name, cost] of operationCosts(context.getSchema(), document)) {
            if (cost > limits.maxCost) {
              refuse(context, `Richiesta troppo costosa${name ? ` (${name})` : ''}: costo ${cost}, il limite è ${limits.maxCost}`);
            }
          }
        },
      },
    };
  };
}
