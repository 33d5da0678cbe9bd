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
  /** Estimated cost of one operation (see `operationCosts`). */
  maxCost: number;
  /** Aliased fields per document: each alias is another execution of its field. */
  maxAliases: number;
  /** Fragment definitions per document. */
  maxFragments: number;
}

/**
 * Arguments that bound a list, with the most the resolver ever returns. A literal counts as its
 * value (a list argument as its length); a variable counts as its value when the request's
 * variables are known (the check before execution), at least 1 while validating (the validated
 * document is cached per query text, whatever the variables), and as the maximum when costed
 * without variables; an omitted argument counts as the schema's default when it has one, else as
 * the maximum.
 */
const LIST_BOUNDS: Record<string, Record<string, { arg: string; max: number }>> = {
  Query: {
    // ARTICLES_MAX_CODES of articles/article-reading.ts: one reply row per code.
    articles: { arg: 'codes', max: 500 },
  },
  Product: {
    related: { arg: 'limit', max: 1000 },
    // REVIEWS_MAX of catalogue/product-reviews.ts.
    reviews: { arg: 'limit', max: 20 },
  },
};

/** Pages: the argument of the query field bounds the `items` list of the connection it returns. */
const PAGE_BOUNDS: Record<string, { arg: string; max: number; list: string }> = {
  products: { arg: 'pageSize', max: 100, list: 'items' },
  searchSuggestions: { arg: 'limit', max: 10, list: 'products' },
  // ORDERS_MAX_FIRST of orders/order-page.ts.
  orders: { arg: 'first', max: 100, list: 'nodes' },
  // CHANGES_MAX_FIRST of changes/changes-service.ts.
  changes: { arg: 'first', max: 500, list: 'events' },
};

/** Lists without a bounding argument (images, sizes, cart lines, facet values): a typical size. */
const DEFAULT_LIST_SIZE = 10;

/** A field with a short value (a number, a name, a price's text): about 30 bytes of reply. */
const FIELD_COST = 1;

/**
 * Texts far longer than a name (HTML descriptions, review messages, admin-written text cells,
 * the audit trail's before and after): weighted by the few hundred bytes to kilobytes each adds
 * to the reply, so that asking for them many times (in aliases, in long lists) is refused.
 */
const LONG_TEXT_COST = 20;
const LONG_TEXTS: Record<string, readonly string[]> = {
  Product: ['descriptionHtml', 'fullDescription'],
  ProductReview: ['message'],
  HomeCell: ['content'],
  AdminAuditEntry: ['before', 'after'],
};

/**
 * What variables are worth to the estimate: the request's own values, 'lower-bound' (validation,
 * before any value is known: each counts as 1, the run-time check costs the real values), or
 * absent (each counts as its argument's maximum).
 */
export type CostVariables = Record<string, unknown> | 'lower-bound' | undefined;

/** A bounding argument's size: an Int's value or a list's length; undefined when unknown. */
export function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return Array.isArray(value) ? value.length : undefined;
}

function literalSize(value: ValueNode, variables: CostVariables): number | undefined {
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.LIST) return value.values.length;
  if (value.kind !== Kind.VARIABLE || variables === undefined) return undefined;
  return variables === 'lower-bound' ? 1 : sizeOf(variables[value.name.value]);
}

function boundOf(field: FieldNode, bound: { arg: string; max: number }, schemaDefault: unknown, variables: CostVariables): number {
  const given = field.arguments?.find((a) => a.name.value === bound.arg)?.value;
  const size = given ? literalSize(given, variables) : sizeOf(schemaDefault);
  return size === undefined ? bound.max : Math.max(0, Math.min(size, bound.max));
}

interface PageBound {
  list: string;
  size: number;
}

function listSize(parent: CompositeType, field: FieldNode, page: PageBound | undefined, variables: CostVariables): number {
  if (page && page.list === field.name.value) return page.size;
  const bound = LIST_BOUNDS[parent.name]?.[field.name.value];
  if (!bound) return DEFAULT_LIST_SIZE;
  const fields = parent.getFields?.() as Record<string, GraphQLField<unknown, unknown>> | undefined;
  const arg = fields?.[field.name.value]?.args.find((a) => a.name === bound.arg);
  return boundOf(field, bound, arg?.defaultValue, variables);
}

const leafCost = (parent: CompositeType, name: string) => (LONG_TEXTS[parent.name]?.includes(name) ? LONG_TEXT_COST : FIELD_COST);

/**
 * The estimated cost of each operation of a document, about the size of its reply in units of
 * a short field: every field costs 1 (long texts 20), an object field 1 plus its selection, a
 * list of objects its bound times that. Aliases are counted like any field: twenty aliases of a
 * description cost twenty descriptions. Like the depth rule, each fragment's cost is computed
 * once however often it is spread.
 */
export function operationCosts(schema: GraphQLSchema, document: DocumentNode, variables?: CostVariables): Map<string, number> {
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
      } else if (selection.name.value.startsWith('__') || !parent.getFields) {
        // Introspection walks the schema, never the catalogue; __typename is as cheap.
        continue;
      } else {
        const field = parent.getFields()[selection.name.value];
        const printed = field ? String(field.type) : '';
        const named = selection.selectionSet && field ? compositeType(schema, namedTypeName(printed)) : undefined;
        const list = isListTypeName(printed);
        if (!named) {
          // Scalars and enums; a list of them (tags, facet values) is a typical list of short values.
          const each = leafCost(parent, selection.name.value);
          total += list ? listSize(parent, selection, page, variables) * each : each;
        } else {
          const pageBound = PAGE_BOUNDS[selection.name.value];
          const childPage =
            pageBound && parent === schema.getQueryType()
              ? { list: pageBound.list, size: boundOf(selection, pageBound, undefined, variables) }
              : undefined;
          const each = FIELD_COST + costOf(selection.selectionSet!, named, childPage);
          total += list ? listSize(parent, selection, page, variables) * each : each;
        }
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

/** The Italian text of a refusal by cost, naming the operation when it has a name. */
export const tooCostlyMessage = (name: string, cost: number, limit: number) =>
  `Richiesta troppo costosa${name ? ` (${name})` : ''}: costo ${cost}, il limite è ${limit}`;

/** A refusal by cost: its own code, with the cost and the limit for programs to read. */
export const tooCostlyError = (name: string, cost: number, limit: number) =>
  new GraphQLError(tooCostlyMessage(name, cost, limit), { extensions: { code: 'QUERY_TOO_COSTLY', cost, limit } });

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
          // Variables at their least here: the check before execution costs their values.
          for (const [name, cost] of operationCosts(context.getSchema(), document, 'lower-bound')) {
            if (cost > limits.maxCost) context.reportError(tooCostlyError(name, cost, limits.maxCost));
          }
        },
      },
    };
  };
}
