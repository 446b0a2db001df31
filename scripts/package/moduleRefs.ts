/**
 * What one built JavaScript file loads at run time, read from its syntax tree (the TypeScript
 * parser in JavaScript mode), not with a regular expression: a string that merely looks like an
 * import (in a comment, an error message, a template) is not a load.
 */
import ts from 'typescript';

export type RefKind = 'import' | 'dynamic-import' | 'require' | 'worker' | 'url';

export interface ModuleRef {
  specifier: string;
  kind: RefKind;
  line: number;
  /** Inside a `try` block: the file copes with its absence (optional or platform-specific). */
  guarded: boolean;
  /**
   * For `new URL('…', import.meta.url)` outside `new Worker(…)`: the enclosing function's
   * position. Such URLs are candidates probed with existsSync; one per group must be there.
   */
  probeGroup?: number;
}

export interface ModuleRefs {
  refs: ModuleRef[];
  /** `require(x)` / `import(x)` with a computed argument: cannot be followed statically. */
  computed: number;
}

const isImportMetaUrl = (node: ts.Node) =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'url' &&
  ts.isMetaProperty(node.expression) &&
  node.expression.keywordToken === ts.SyntaxKind.ImportKeyword;

/**
 * `new URL('literal', import.meta.url)`: the literal. `new URL(rel, import.meta.url)` inside
 * `for (const rel of ['a', 'b'])`: each of the array's literals. Else none.
 */
function urlLiterals(node: ts.Node): string[] {
  if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'URL')
    return [];
  const [first, second] = node.arguments ?? [];
  if (!first || !second || !isImportMetaUrl(second)) return [];
  if (ts.isStringLiteralLike(first)) return [first.text];
  if (!ts.isIdentifier(first)) return [];
  for (let p = node.parent; p && !ts.isFunctionLike(p); p = p.parent) {
    if (!ts.isForOfStatement(p) || !ts.isVariableDeclarationList(p.initializer)) continue;
    const decl = p.initializer.declarations[0];
    if (!decl || !ts.isIdentifier(decl.name) || decl.name.text !== first.text) continue;
    const list = p.expression;
    if (ts.isArrayLiteralExpression(list) && list.elements.every(ts.isStringLiteralLike))
      return list.elements.map((e) => (e as ts.StringLiteralLike).text);
  }
  return [];
}

function enclosingFunction(node: ts.Node): ts.Node | null {
  for (let p = node.parent; p; p = p.parent) if (ts.isFunctionLike(p)) return p;
  return null;
}

function insideTry(node: ts.Node): boolean {
  for (let p = node; p.parent; p = p.parent) {
    const parent = p.parent;
    if (ts.isTryStatement(parent) && parent.tryBlock === p) return true;
    if (ts.isFunctionLike(parent)) return false;
  }
  return false;
}

export function moduleRefsOf(fileName: string, text: string): ModuleRefs {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const refs: ModuleRef[] = [];
  let computed = 0;
  const add = (node: ts.Node, specifier: string, kind: RefKind, extra: Partial<ModuleRef> = {}) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    refs.push({ specifier, kind, line, guarded: insideTry(node), ...extra });
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteralLike(node.moduleSpecifier)
    ) {
      add(node, node.moduleSpecifier.text, 'import');
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const arg = node.arguments[0];
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire =
        (ts.isIdentifier(callee) && callee.text === 'require') ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'require' &&
          callee.name.text === 'resolve');
      if ((isImport || isRequire) && arg) {
        if (ts.isStringLiteralLike(arg)) add(node, arg.text, isImport ? 'dynamic-import' : 'require');
        else computed++;
      }
    } else if (ts.isNewExpression(node)) {
      const literals = urlLiterals(node);
      const parent = node.parent;
      const isWorker =
        ts.isNewExpression(parent) &&
        ts.isIdentifier(parent.expression) &&
        parent.expression.text === 'Worker' &&
        parent.arguments?.[0] === node;
      for (const literal of literals)
        if (isWorker) add(node, literal, 'worker');
        else add(node, literal, 'url', { probeGroup: enclosingFunction(node)?.pos ?? -1 });
      if (literals.length === 0 && ts.isIdentifier(node.expression) && node.expression.text === 'Worker') {
        const first = node.arguments?.[0];
        if (first && ts.isStringLiteralLike(first)) add(node, first.text, 'worker');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { refs, computed };
}
