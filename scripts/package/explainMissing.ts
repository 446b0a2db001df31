/**
 * Turns modules the package lacks into findings in words: which module, loaded by which file,
 * and what to change (move a devDependency, add a dependency, widen `build.files`).
 */
import type { FileView } from './fileView';
import { type Finding, failure, note } from './findings';
import type { MissingRef } from './moduleGraph';
import { resolveModule } from './resolveModule';

export interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/** The package a node_modules path belongs to ('node_modules/a/node_modules/@b/c/x.js' → '@b/c'). */
export function owningPackage(path: string): string | null {
  const parts = path.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at === -1 || at + 1 >= parts.length) return null;
  return parts[at + 1]!.startsWith('@') ? parts.slice(at + 1, at + 3).join('/') : parts[at + 1]!;
}

/** The folder of the package a path belongs to, or '' for the app itself. */
function owningDir(path: string): string {
  const parts = path.split('/');
  const at = parts.lastIndexOf('node_modules');
  if (at === -1) return '';
  return parts.slice(0, parts[at + 1]?.startsWith('@') ? at + 3 : at + 2).join('/');
}

/** Whether the package owning `from` declares `name` as a dependency it ships with. */
function declares(project: FileView, from: string, name: string, manifest: Manifest): boolean {
  const dir = owningDir(from);
  let m: Manifest = manifest;
  if (dir !== '') {
    try {
      m = JSON.parse(project.read(`${dir}/package.json`)) as Manifest;
    } catch {
      return false;
    }
  }
  return m.dependencies?.[name] !== undefined || m.optionalDependencies?.[name] !== undefined;
}

/**
 * `project` is the checkout itself (its node_modules as installed): a load inside a `try` that
 * resolves there but not in the package, and that its package declares as a dependency, was
 * dropped by packaging. Any other (another platform's binary, an optional peer that merely happens
 * to be installed here for the tools) is a note.
 */
export function explainMissing(missing: MissingRef[], manifest: Manifest, project: FileView): Finding[] {
  const findings: Finding[] = [];
  const optional = new Map<string, number>();
  for (const m of missing) {
    const at = `${m.from}${m.line > 0 ? `:${m.line}` : ''}`;
    if (m.guarded) {
      const here = resolveModule(project, m.specifier, m.from, m.mode);
      const name = m.packageName;
      if (here.kind === 'file' && name !== undefined && declares(project, m.from, name, manifest))
        findings.push(
          failure(
            'modules',
            `optional module ${m.specifier} loaded by ${at} is installed here but not in the package — it must be a dependency (or optionalDependency) of a package that is shipped`,
          ),
        );
      else optional.set(m.from, (optional.get(m.from) ?? 0) + 1);
      continue;
    }
    const name = m.packageName;
    if (!name) {
      findings.push(
        failure(
          'modules',
          m.from === '(entry)'
            ? `entry ${m.specifier} is not in the package — check that the build ran and that build.files includes it`
            : `${m.specifier} loaded by ${at} is not in the package (${m.reason}) — check build.files in package.json`,
        ),
      );
      continue;
    }
    const owner = owningPackage(m.from);
    const head = `module ${name} required by ${at} is not in the package`;
    if (manifest.devDependencies?.[name] !== undefined && owner === null)
      findings.push(failure('modules', `${head} — move it from devDependencies to dependencies`));
    else if (
      manifest.dependencies?.[name] !== undefined ||
      manifest.optionalDependencies?.[name] !== undefined
    )
      findings.push(
        failure(
          'modules',
          `${head} (${m.reason}) although it is in dependencies — check the installed copy (npm ci)`,
        ),
      );
    else if (owner !== null)
      findings.push(
        failure(
          'modules',
          `${head} — it is a dependency of ${owner} that packaging left out (${m.reason}); reinstall with npm ci, or add ${name} to dependencies`,
        ),
      );
    else findings.push(failure('modules', `${head} — add it to dependencies in package.json`));
  }
  for (const [from, count] of optional)
    findings.push(
      note(
        'modules',
        `${count} optional load${count === 1 ? '' : 's'} in ${from} not shipped (inside try blocks, not declared dependencies: other platforms or optional peers)`,
      ),
    );
  return findings;
}
