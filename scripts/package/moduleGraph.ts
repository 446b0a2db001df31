/**
 * Every module reachable at run time from the entry files, followed through static and dynamic
 * imports, require() and worker URLs, each resolved inside one FileView the way Node would.
 */
import { appPath, type FileView } from './fileView';
import { type ModuleRef, moduleRefsOf } from './moduleRefs';
import { type Mode, type Resolution, resolveModule } from './resolveModule';

export interface MissingRef {
  specifier: string;
  /** The app-relative file that loads it. */
  from: string;
  line: number;
  kind: ModuleRef['kind'];
  guarded: boolean;
  reason: string;
  packageName?: string;
  /** How it was resolved: ESM or CommonJS. */
  mode: Mode;
}

export interface ModuleGraph {
  /** App-relative files reached, entries included. */
  reached: Set<string>;
  missing: MissingRef[];
  /** Loads with a computed argument, per file: reported, not followed. */
  computed: Map<string, number>;
}

const PARSED = /\.(c|m)?js$/;

/** ESM or CommonJS, as Node decides it: extension, then the nearest package.json's "type". */
function moduleMode(view: FileView, file: string): Mode {
  if (file.endsWith('.mjs')) return 'esm';
  if (file.endsWith('.cjs')) return 'cjs';
  for (let dir = appPath.dirname(file); ; dir = appPath.dirname(dir)) {
    const pj = appPath.join(dir, 'package.json');
    if (view.isFile(pj)) {
      try {
        return (JSON.parse(view.read(pj)) as { type?: string }).type === 'module' ? 'esm' : 'cjs';
      } catch {
        return 'cjs';
      }
    }
    if (dir === '') return 'cjs';
  }
}

/** A URL relative to the module (`new URL('./x.js', import.meta.url)`): that file exactly. */
function exactFile(view: FileView, from: string, rel: string): Resolution {
  const p = appPath.join(appPath.dirname(from), rel);
  return view.isFile(p) ? { kind: 'file', path: p } : { kind: 'missing', reason: `${rel} has no such file` };
}

export function walkModules(view: FileView, entries: string[]): ModuleGraph {
  const reached = new Set<string>();
  const missing: MissingRef[] = [];
  const computed = new Map<string, number>();
  const queue: string[] = [];
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    queue.push(file);
  };
  for (const entry of entries) {
    if (view.isFile(entry)) visit(entry);
    else
      missing.push({
        specifier: entry,
        from: '(entry)',
        line: 0,
        kind: 'import',
        guarded: false,
        reason: 'entry file absent',
        mode: 'esm',
      });
  }
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!PARSED.test(file)) continue;
    const { refs, computed: n } = moduleRefsOf(file, view.read(file));
    if (n > 0) computed.set(file, n);
    const fileMode = moduleMode(view, file);
    const probes = new Map<number, { refs: ModuleRef[]; found: boolean }>();
    for (const ref of refs) {
      const mode: Mode = ref.kind === 'require' ? 'cjs' : ref.kind === 'import' ? fileMode : 'esm';
      // A URL or worker names a file exactly; a specifier is resolved like an import.
      const isUrl = ref.kind === 'url' || ref.kind === 'worker';
      const res: Resolution = isUrl
        ? exactFile(view, file, ref.specifier)
        : resolveModule(view, ref.specifier, file, mode);
      if (ref.kind === 'url' && ref.probeGroup !== undefined) {
        const group = probes.get(ref.probeGroup) ?? { refs: [], found: false };
        group.refs.push(ref);
        if (res.kind === 'file') {
          group.found = true;
          if (PARSED.test(res.path)) visit(res.path);
        }
        probes.set(ref.probeGroup, group);
        continue;
      }
      if (res.kind === 'file') visit(res.path);
      else if (res.kind === 'missing')
        missing.push({ ...ref, from: file, reason: res.reason, packageName: res.packageName, mode });
    }
    // Candidate URLs probed in one function: the module needs one of them, not all.
    for (const group of probes.values()) {
      if (group.found) continue;
      const first = group.refs[0]!;
      missing.push({
        specifier: group.refs.map((r) => r.specifier).join(' or '),
        from: file,
        line: first.line,
        kind: 'url',
        guarded: false,
        reason: 'none of these files is there',
        mode: 'esm',
      });
    }
  }
  return { reached, missing, computed };
}
