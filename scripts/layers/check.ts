/**
 * The layer rules of the architecture (docs/architecture.md, "Where things live"),
 * checked over every import in src/. Biome's restricted imports match import strings, not the
 * files they resolve to, so a relative path such as '../../core' or a zod-bearing file
 * reached through a barrel cannot be caught there; this check resolves each import to its file.
 */
import { readdir, readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface ImportRef {
  /** Importing file, relative to the root, with '/' separators. */
  file: string;
  line: number;
  specifier: string;
  /** The file it resolves to (relative to the root), or null for a package or builtin. */
  target: string | null;
  /** Erased at build time (`import type`, `import('x').T`): costs nothing in a bundle. */
  typeOnly: boolean;
}

export interface Violation {
  rule: RuleName;
  file: string;
  line: number;
  specifier: string;
  /** The file the import resolves to, or null for a package or builtin. */
  target: string | null;
  message: string;
}

export type RuleName =
  | 'shared-is-self-contained'
  | 'core-without-electron'
  | 'sql-in-store'
  | 'ui-without-node-or-main'
  | 'ui-zod-free-shared'
  | 'sandbox-without-client'
  | 'features-independent'
  | 'core-without-sandbox'
  | 'hosts-without-electron-glue'
  | 'renderer-layers';

const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

const isNodeBuiltin = (spec: string) => spec.startsWith('node:') || NODE_BUILTINS.has(spec.split('/')[0]!);
const packageName = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
const under = (file: string | null, folder: string) => file?.startsWith(`${folder}/`) === true;

/** Every import, re-export and dynamic import of one source text. */
export function importsOf(file: string, text: string): Omit<ImportRef, 'target' | 'file'>[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Omit<ImportRef, 'target' | 'file'>[] = [];
  const add = (node: ts.Node, literal: ts.Expression | undefined, typeOnly: boolean) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ line, specifier: literal.text, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allNamedTypes =
        named !== undefined && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly);
      const typeOnly = clause !== undefined && (clause.isTypeOnly || (!clause.name && allNamedTypes));
      add(node, node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      const clause = node.exportClause;
      const allTypes =
        clause !== undefined && ts.isNamedExports(clause) && clause.elements.every((e) => e.isTypeOnly);
      add(node, node.moduleSpecifier, node.isTypeOnly || allTypes);
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg)) add(node, arg.literal, true);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node, node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Resolves a relative specifier (without Vite's `?worker`-style suffix) to a known file. */
function resolveRelative(from: string, spec: string, known: ReadonlySet<string>): string | null {
  if (!spec.startsWith('.')) return null;
  const base = join(dirname(from), spec.split('?')[0]!).split(sep).join('/');
  if (known.has(base)) return base;
  for (const ext of EXTENSIONS) if (known.has(base + ext)) return base + ext;
  // Not a TypeScript file (CSS, JSON, assets): keep the path, it still says which folder it is in.
  return base;
}

export function collectImports(files: ReadonlyMap<string, string>): ImportRef[] {
  const known = new Set(files.keys());
  const refs: ImportRef[] = [];
  for (const [file, text] of files) {
    for (const ref of importsOf(file, text)) {
      refs.push({ ...ref, file, target: resolveRelative(file, ref.specifier, known) });
    }
  }
  return refs;
}

/** Files of src/shared that pull zod into a bundle: they import it, or import (as values) one that does. */
export function zodBearing(refs: readonly ImportRef[]): Set<string> {
  const valueImports = new Map<string, ImportRef[]>();
  for (const ref of refs) {
    if (ref.typeOnly) continue;
    const list = valueImports.get(ref.file) ?? [];
    list.push(ref);
    valueImports.set(ref.file, list);
  }
  const result = new Set<string>();
  const done = new Set<string>();
  const visit = (file: string, path: Set<string>): boolean => {
    if (done.has(file)) return result.has(file);
    if (path.has(file)) return false;
    path.add(file);
    let bears = false;
    for (const ref of valueImports.get(file) ?? []) {
      if (ref.target === null ? packageName(ref.specifier) === 'zod' : visit(ref.target, path)) bears = true;
    }
    path.delete(file);
    done.add(file);
    if (bears) result.add(file);
    return bears;
  };
  for (const file of valueImports.keys()) if (under(file, 'src/shared')) visit(file, new Set());
  return result;
}

/** The plain-Node core that Electron, serve mode, the CLI and the tests all run. */
const CORE = 'src/core';
const FEATURES = 'src/renderer/src/features';
const RENDERER = 'src/renderer/src';
/**
 * The renderer's layers, top to bottom: app/ composes features/, features/ use components/, and
 * everything may use lib/ and stores/. An import may only go to its own layer or a lower one.
 */
const RENDERER_LAYERS: Record<string, number> = { app: 3, features: 2, components: 1, lib: 0, stores: 0 };
const rendererLayer = (file: string | null): string | null => {
  if (!under(file, RENDERER)) return null;
  const top = file!.slice(RENDERER.length + 1).split('/')[0]!;
  return top in RENDERER_LAYERS ? top : null;
};
const featureOf = (file: string | null): string | null =>
  under(file, FEATURES) ? file!.slice(FEATURES.length + 1).split('/')[0]! : null;

export function checkImports(refs: readonly ImportRef[]): Violation[] {
  const zod = zodBearing(refs);
  const out: Violation[] = [];
  const flag = (ref: ImportRef, rule: RuleName, message: string) =>
    out.push({ rule, file: ref.file, line: ref.line, specifier: ref.specifier, target: ref.target, message });

  for (const ref of refs) {
    const { file, target, specifier } = ref;
    const builtin = target === null && isNodeBuiltin(specifier);
    const ui = under(file, 'src/renderer') || under(file, 'src/preload');

    if (under(file, 'src/shared')) {
      if (builtin) flag(ref, 'shared-is-self-contained', 'src/shared runs everywhere: no Node modules.');
      else if (target !== null && !under(target, 'src/shared'))
        flag(ref, 'shared-is-self-contained', 'src/shared imports nothing outside itself.');
    }
    if (under(file, CORE) && target === null && packageName(specifier) === 'electron')
      flag(
        ref,
        'core-without-electron',
        'src/core never imports electron: serve mode and tests host it too.',
      );
    if (under(file, CORE) && under(target, 'src/sandbox'))
      flag(
        ref,
        'core-without-sandbox',
        'The core is the client: it never imports the sandbox (the platform stand-in).',
      );
    const host = under(file, 'src/cli') || under(file, 'src/serve');
    const electronGlue =
      (target === null && packageName(specifier) === 'electron') ||
      (under(target, 'src/main') && !under(target, CORE));
    if (host && electronGlue)
      flag(
        ref,
        'hosts-without-electron-glue',
        'The command line and serve mode run in plain Node: use the core, not the Electron main process.',
      );
    const outsideStore = !under(file, 'src/core/store') && file !== 'src/core/workbench.ts';
    if (
      (under(file, 'src/main') || under(file, CORE)) &&
      outsideStore &&
      ((target === null && packageName(specifier) === 'better-sqlite3') || target === 'src/core/store/db.ts')
    )
      flag(ref, 'sql-in-store', 'All SQL lives in src/core/store/: use a repository, not the database.');
    if (ui) {
      if (builtin) flag(ref, 'ui-without-node-or-main', 'The renderer and preload have no Node modules.');
      else if (under(target, 'src/main') || under(target, CORE) || under(target, 'src/sandbox'))
        flag(
          ref,
          'ui-without-node-or-main',
          'The renderer and preload never import src/main, src/core or src/sandbox.',
        );
      else if (!ref.typeOnly && target !== null && zod.has(target))
        flag(
          ref,
          'ui-zod-free-shared',
          `${target} brings zod into the bundle: import a zod-free file (or only its types).`,
        );
    }
    if (
      under(file, 'src/sandbox') &&
      target !== null &&
      !under(target, 'src/sandbox') &&
      !under(target, 'src/shared')
    )
      flag(
        ref,
        'sandbox-without-client',
        'The sandbox shares only src/shared with the client, none of its code.',
      );

    const fromLayer = rendererLayer(file);
    const toLayer = rendererLayer(target);
    if (fromLayer !== null && toLayer !== null && RENDERER_LAYERS[toLayer]! > RENDERER_LAYERS[fromLayer]!)
      flag(
        ref,
        'renderer-layers',
        `${fromLayer}/ imports ${toLayer}/: the renderer's layers go app → features → components → lib/stores.`,
      );

    const from = featureOf(file);
    const to = featureOf(target);
    if (from !== null && to !== null && from !== to)
      flag(
        ref,
        'features-independent',
        `features/${from} imports features/${to}: move the shared piece to components/ or lib/.`,
      );
  }
  return out;
}

/** The whole check of one checkout: whether it passes, and what to print. Nothing is tolerated. */
export async function runCheck(
  root: string,
): Promise<{ ok: boolean; lines: string[]; violations: Violation[] }> {
  const violations = checkImports(collectImports(await readSources(root)));
  const lines = violations.map((v) => `${v.file}:${v.line}  ${v.rule}: '${v.specifier}' - ${v.message}`);
  lines.push(`layers: ${violations.length === 0 ? 'ok' : `${violations.length} problem(s)`}`);
  return { ok: violations.length === 0, lines, violations };
}

/** Reads every .ts/.tsx file under root/src. */
export async function readSources(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const entries = await readdir(resolve(root, 'src'), { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const abs = join(entry.parentPath, entry.name);
    files.set(relative(root, abs).split(sep).join('/'), await readFile(abs, 'utf8'));
  }
  return files;
}
