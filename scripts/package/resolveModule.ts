/**
 * Node's module resolution (https://nodejs.org/api/modules.html#all-together and
 * https://nodejs.org/api/esm.html#resolution-algorithm-specification), over a FileView: relative
 * paths, node_modules lookup up the folders, package.json `exports`/`imports` with conditions,
 * `main`, and the extension and index probing that only `require` does.
 */
import { builtinModules } from 'node:module';
import { appPath, type FileView } from './fileView';

export type Mode = 'esm' | 'cjs';

export type Resolution =
  | { kind: 'builtin' }
  | { kind: 'file'; path: string }
  | { kind: 'missing'; reason: string; packageName?: string };

/** Provided by the Electron runtime itself, never by a package. */
const RUNTIME_MODULES = new Set(['electron', 'original-fs']);
const BUILTINS = new Set(builtinModules);

const CONDITIONS: Record<Mode, string[]> = {
  esm: ['node', 'import', 'module-sync', 'default'],
  cjs: ['node', 'require', 'module-sync', 'default'],
};
const CJS_EXTENSIONS = ['.js', '.json', '.node'];

export function isBuiltin(specifier: string): boolean {
  if (specifier.startsWith('node:')) return true;
  const name = specifier.split('/')[0]!;
  return BUILTINS.has(specifier) || BUILTINS.has(name) || RUNTIME_MODULES.has(specifier);
}

export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

type Json = Record<string, unknown>;

function readJson(view: FileView, path: string): Json | null {
  if (!view.isFile(path)) return null;
  try {
    return JSON.parse(view.read(path)) as Json;
  } catch {
    return null;
  }
}

function loadAsFile(view: FileView, p: string): string | null {
  if (view.isFile(p)) return p;
  for (const ext of CJS_EXTENSIONS) if (view.isFile(p + ext)) return p + ext;
  return null;
}

function loadIndex(view: FileView, dir: string): string | null {
  for (const ext of CJS_EXTENSIONS) {
    const p = appPath.join(dir, `index${ext}`);
    if (view.isFile(p)) return p;
  }
  return null;
}

/** LOAD_AS_DIRECTORY: package.json `main`, else index.* (also ESM's legacy main resolution). */
function loadAsDirectory(view: FileView, dir: string): string | null {
  const pkg = readJson(view, appPath.join(dir, 'package.json'));
  if (pkg && typeof pkg.main === 'string' && pkg.main !== '') {
    const main = appPath.join(dir, pkg.main);
    const found = loadAsFile(view, main) ?? loadIndex(view, main);
    if (found) return found;
  }
  return loadIndex(view, dir);
}

function resolvePath(view: FileView, p: string, mode: Mode): string | null {
  if (mode === 'esm') return view.isFile(p) ? p : null;
  return loadAsFile(view, p) ?? (view.isDirectory(p) ? loadAsDirectory(view, p) : null);
}

/** PACKAGE_TARGET_RESOLVE. undefined: no condition matched; null: explicitly excluded. */
function resolveTarget(
  target: unknown,
  star: string,
  conditions: string[],
  onString: (target: string) => string | null,
): string | null | undefined {
  if (typeof target === 'string') return onString(target.replaceAll('*', star));
  if (Array.isArray(target)) {
    for (const t of target) {
      const r = resolveTarget(t, star, conditions, onString);
      if (r) return r;
    }
    return null;
  }
  if (target && typeof target === 'object') {
    for (const [key, value] of Object.entries(target)) {
      if (!conditions.includes(key)) continue;
      const r = resolveTarget(value, star, conditions, onString);
      if (r !== undefined) return r;
    }
    return undefined;
  }
  return null;
}

/** PACKAGE_IMPORTS_EXPORTS_RESOLVE over one map (`exports` or `imports`). */
function matchMap(
  map: Json,
  key: string,
  conditions: string[],
  onString: (t: string) => string | null,
): string | null {
  if (Object.hasOwn(map, key) && !key.includes('*'))
    return resolveTarget(map[key], '', conditions, onString) ?? null;
  let best: { prefix: string; suffix: string; value: unknown } | null = null;
  for (const [pattern, value] of Object.entries(map)) {
    const at = pattern.indexOf('*');
    if (at === -1) continue;
    const prefix = pattern.slice(0, at);
    const suffix = pattern.slice(at + 1);
    if (key.startsWith(prefix) && key.endsWith(suffix) && key.length >= pattern.length - 1)
      if (!best || prefix.length > best.prefix.length) best = { prefix, suffix, value };
  }
  if (!best) return null;
  const star = key.slice(best.prefix.length, key.length - best.suffix.length);
  return resolveTarget(best.value, star, conditions, onString) ?? null;
}

function exportsMap(exports: unknown): Json {
  if (typeof exports === 'string' || Array.isArray(exports)) return { '.': exports };
  const obj = (exports ?? {}) as Json;
  const keys = Object.keys(obj);
  return keys.length > 0 && keys.every((k) => !k.startsWith('.')) ? { '.': obj } : obj;
}

function resolvePackage(view: FileView, dir: string, name: string, subpath: string, mode: Mode): Resolution {
  const pkg = readJson(view, appPath.join(dir, 'package.json'));
  const conditions = CONDITIONS[mode];
  if (pkg && pkg.exports !== undefined && pkg.exports !== null) {
    const found = matchMap(exportsMap(pkg.exports), subpath, conditions, (t) => {
      const p = appPath.join(dir, t);
      return t.startsWith('./') && view.isFile(p) ? p : null;
    });
    return found
      ? { kind: 'file', path: found }
      : {
          kind: 'missing',
          reason: `"${subpath}" is not exported by ${name} (or its file is absent)`,
          packageName: name,
        };
  }
  const found =
    subpath === '.'
      ? mode === 'esm'
        ? loadAsDirectory(view, dir)
        : resolvePath(view, dir, 'cjs')
      : resolvePath(view, appPath.join(dir, subpath), mode);
  return found
    ? { kind: 'file', path: found }
    : { kind: 'missing', reason: `${name}${subpath.slice(1)} has no such file`, packageName: name };
}

function resolveBare(view: FileView, specifier: string, fromDir: string, mode: Mode): Resolution {
  const name = packageNameOf(specifier);
  const subpath = `.${specifier.slice(name.length)}`;
  for (let dir = fromDir; ; dir = appPath.dirname(dir)) {
    if (!dir.endsWith('node_modules')) {
      const candidate = appPath.join(dir, 'node_modules', name);
      if (view.isDirectory(candidate)) return resolvePackage(view, candidate, name, subpath, mode);
    }
    if (dir === '') break;
  }
  return { kind: 'missing', reason: `no node_modules/${name} above it`, packageName: name };
}

/** `#name` specifiers: the `imports` field of the nearest package.json. */
function resolveImports(view: FileView, specifier: string, fromDir: string, mode: Mode): Resolution {
  for (let dir = fromDir; ; dir = appPath.dirname(dir)) {
    const pkg = readJson(view, appPath.join(dir, 'package.json'));
    if (pkg) {
      const map = (pkg.imports ?? {}) as Json;
      let bare: Resolution | null = null;
      const found = matchMap(map, specifier, CONDITIONS[mode], (t) => {
        if (!t.startsWith('./')) {
          bare = resolveBare(view, t, dir, mode);
          return bare.kind === 'file' ? bare.path : null;
        }
        const p = appPath.join(dir, t);
        return view.isFile(p) ? p : null;
      });
      if (found) return { kind: 'file', path: found };
      return (
        bare ?? { kind: 'missing', reason: `${specifier} is not in the "imports" of ${dir || 'the app'}` }
      );
    }
    if (dir === '') return { kind: 'missing', reason: `${specifier}: no package.json scope` };
  }
}

/** Resolves `specifier` as loaded from the file `from` (both app-relative). */
export function resolveModule(view: FileView, specifier: string, from: string, mode: Mode): Resolution {
  if (isBuiltin(specifier)) return { kind: 'builtin' };
  const fromDir = appPath.dirname(from);
  if (specifier.startsWith('file:')) return { kind: 'missing', reason: 'a file: URL outside the package' };
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    if (appPath.escapes(fromDir, specifier))
      return { kind: 'missing', reason: `${specifier} points outside the package` };
    const found = resolvePath(view, appPath.join(fromDir, specifier), mode);
    return found
      ? { kind: 'file', path: found }
      : { kind: 'missing', reason: `${specifier} has no such file` };
  }
  if (specifier.startsWith('/')) return { kind: 'missing', reason: 'an absolute path, outside the package' };
  if (specifier.startsWith('#')) return resolveImports(view, specifier, fromDir, mode);
  return resolveBare(view, specifier, fromDir, mode);
}
