import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return, which real texts
 * (notes, reviews) contain. No field of the shop needs the others; a NUL in particular reaches
 * the ERP as a broken request.
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

export const CONTROL_CHARACTER_MESSAGE = 'Il testo contiene caratteri non ammessi';

const badInput = (path?: string) =>
  new GraphQLError(CONTROL_CHARACTER_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', ...(path ? { variable: path } : {}) } });

/** Refuses string literals of the document that hold control characters (validated once per query text). */
export function controlCharacterRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (hasControlCharacter(node.value)) context.reportError(badInput());
    },
  };
}

/** The path of the first string among the variables that holds a control character, if any. */
export function findControlCharacter(value: unknown, path = '$'): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const found = findControlCharacter(v, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** For a preExecution hook: variables are new on every request, so they are checked each time. */
export function assertNoControlCharacters(variables: Record<string, unknown> | undefined): void {
  const found = variables ? findControlCharacter(variables) : null;
  if (found) throw badInput(found);
}
