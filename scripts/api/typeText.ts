import ts from 'typescript';

/**
 * A declared type as one readable line: `.d.ts` files spread object types over many lines, and
 * a table cell needs `{ a: string; b?: number }`.
 */
export function normalizeTypeText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/;\s*}/g, ' }')
    .replace(/\{\s+}/g, '{}')
    .replace(/\(\s+/g, '(')
    .replace(/<\s+/g, '<')
    .replace(/\s+>/g, '>')
    .replace(/\s+\)/g, ')')
    .trim();
}

/** `(A)` → `A` when the parentheses wrap the whole text (left after removing `| undefined`). */
export function stripOuterParens(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    if (text[index] === ')') depth -= 1;
    if (depth === 0 && index < text.length - 1) return text;
  }
  return text.slice(1, -1);
}

/** The type as written in the declaration, or as the checker prints it when nothing is written. */
export function typeText(
  checker: ts.TypeChecker,
  node: ts.TypeNode | undefined,
  type: () => ts.Type,
): string {
  if (node) return normalizeTypeText(node.getText());
  return normalizeTypeText(
    checker.typeToString(type(), undefined, ts.TypeFormatFlags.NoTruncation),
  );
}

/** The function type node inside `(…)` or a `… | undefined` union, if the type is a function. */
export function functionTypeNode(node: ts.TypeNode | undefined): ts.FunctionTypeNode | null {
  if (!node) return null;
  if (ts.isFunctionTypeNode(node)) return node;
  if (ts.isParenthesizedTypeNode(node)) return functionTypeNode(node.type);
  if (ts.isUnionTypeNode(node)) {
    const functions = node.types.map(functionTypeNode).filter((fn) => fn !== null);
    const others = node.types.filter(
      (member) =>
        functionTypeNode(member) === null &&
        member.kind !== ts.SyntaxKind.UndefinedKeyword &&
        !(ts.isLiteralTypeNode(member) && member.literal.kind === ts.SyntaxKind.NullKeyword),
    );
    return functions.length === 1 && others.length === 0 ? functions[0] : null;
  }
  return null;
}
