import {
  getNamedType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { isMemoisableField } from './memoisable-fields.ts';

/** The operation a request runs: the named one, or the only one. */
function operationOf(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode | null {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((o) => o.name?.value === operationName) ?? null;
  return operations.length === 1 ? operations[0]! : null;
}

/**
 * Whether every field the operation selects, through fragments too, is memoisable
 * (memoisable-fields.ts). Only queries: a mutation always runs. Unknown fields or types answer
 * false (the query fails validation anyway). The schema decides each field's type, so a
 * fragment or an alias changes nothing.
 */
export function isMemoisableQuery(schema: GraphQLSchema, document: DocumentNode, operationName?: string): boolean {
  const operation = operationOf(document, operationName);
  const root = schema.getQueryType();
  if (!operation || operation.operation !== 'query' || !root) return false;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const visiting = new Set<string>();

  const selectionOk = (type: GraphQLObjectType, set: SelectionSetNode): boolean =>
    set.selections.every((s) => {
      if (s.kind === Kind.FIELD) {
        if (!isMemoisableField(type.name, s.name.value)) return false;
        if (!s.selectionSet) return true;
        const fieldType = getNamedType(type.getFields()[s.name.value]?.type);
        return isObjectType(fieldType) && selectionOk(fieldType, s.selectionSet);
      }
      const fragment = s.kind === Kind.INLINE_FRAGMENT ? s : fragments.get(s.name.value);
      if (!fragment) return false;
      // Every memoisable type is an object type: a fragment on another type is not answered here.
      const on = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
      if (on !== type) return false;
      if (s.kind === Kind.FRAGMENT_SPREAD) {
        if (visiting.has(s.name.value)) return false; // a cycle: invalid, never answered
        visiting.add(s.name.value);
        const ok = selectionOk(type, fragment.selectionSet);
        visiting.delete(s.name.value);
        return ok;
      }
      return selectionOk(type, fragment.selectionSet);
    });

  return selectionOk(root, operation.selectionSet);
}
