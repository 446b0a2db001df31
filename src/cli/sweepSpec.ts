/**
 * The file `runs sweep SPEC` reads: a sweep definition (src/shared/contracts/sweeps.ts,
 * `sweepDefinition`) as JSON or YAML, by the file's extension. Two conveniences of the file only,
 * turned into the contract's forms before the core sees them:
 * - `{ file: PATH }`: the variant's text from a file, PATH relative to the SPEC file;
 * - `{ cheatsheet: ID, version: HASH }`: a version kept in the item's history (`library history`),
 *   by its SHA-256 or a unique prefix of it, as `{ version: { cheatsheetId, sha256 } }`.
 * The schema checks the rest (through the core's dispatcher); its findings are said here by the
 * field's place in the file (`variants[1].text`), not the validator's notation.
 */
import { readFileSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import type { ApiErrorInfo } from '../shared/api';
import type { SweepDefinition } from '../shared/contracts/sweeps';
import { CallError, UsageError } from './callError';
import type { Session } from './session';

const FORMS =
  'a variant is one of: { text: … }, { file: PATH }, { cheatsheet: ID, version: HASH }, { version: { cheatsheetId, sha256 } } or { template: …, slots: … }, each with an optional label (not a template)';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `/variants/1/text` → `variants[1].text`. */
export function fieldPath(path: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return '(the whole file)';
  return parts.reduce((out, p, i) => (/^\d+$/.test(p) ? `${out}[${p}]` : i === 0 ? p : `${out}.${p}`), '');
}

/** The file's contents as data: JSON for `.json`, YAML for `.yaml` and `.yml`. */
export async function readSpecFile(file: string): Promise<unknown> {
  const ext = extname(file).toLowerCase();
  if (!['.json', '.yaml', '.yml'].includes(ext))
    throw new UsageError(
      `SPEC must be a .json, .yaml or .yml file (not “${file}”): the extension says how it is read.`,
    );
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`Cannot read ${file}: ${(e as Error).message}`);
  }
  try {
    if (ext === '.json') return JSON.parse(text) as unknown;
    // Loaded here, not at start: only this command reads YAML.
    const yaml = await import('js-yaml');
    return yaml.load(text, { filename: file, schema: yaml.JSON_SCHEMA });
  } catch (e) {
    throw new UsageError(
      `${file} is not valid ${ext === '.json' ? 'JSON' : 'YAML'}: ${(e as Error).message.trim()}`,
    );
  }
}

/**
 * The sweep definition of SPEC, its conveniences resolved (a version's hash prefix through the
 * item's kept history). Wrong shapes of variants are said here; everything else by the schema.
 */
export async function loadSweepSpec(s: Session, file: string): Promise<SweepDefinition> {
  const data = await readSpecFile(file);
  if (!isObject(data))
    throw new UsageError(
      `${file} must hold one sweep definition (an object with competitionId, name, variants, models, problemSets, budgetCredits, confidence).`,
    );
  if (!Array.isArray(data.variants)) return data as unknown as SweepDefinition;
  const problems: string[] = [];
  const variants: unknown[] = [];
  for (const [i, v] of data.variants.entries()) {
    const at = `variants[${i}]`;
    try {
      variants.push(await variantOf(s, v, dirname(resolve(file))));
    } catch (e) {
      if (!(e instanceof SpecProblem)) throw e;
      problems.push(`  ${at}${e.field ? `.${e.field}` : ''}: ${e.message}`);
    }
  }
  if (problems.length > 0)
    throw new UsageError(
      `The sweep definition in ${file} is not valid:\n${problems.join('\n')}\n(${FORMS}.)`,
    );
  return { ...data, variants } as unknown as SweepDefinition;
}

class SpecProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

async function variantOf(s: Session, v: unknown, base: string): Promise<unknown> {
  if (typeof v === 'string')
    throw new SpecProblem('', `is text; write it as { text: … } (or { file: PATH } for a file's text)`);
  if (!isObject(v)) throw new SpecProblem('', 'must be an object');
  const kinds = ['text', 'file', 'cheatsheet', 'template'].filter((k) => k in v);
  if ('version' in v && !('cheatsheet' in v)) kinds.push('version');
  if (kinds.length === 0)
    throw new SpecProblem('', 'says neither text, file, cheatsheet, version nor template');
  if (kinds.length > 1) throw new SpecProblem('', `says ${kinds.join(' and ')}: give one of them`);
  const extra = (allowed: string[]) => {
    const keys = Object.keys(v).filter((k) => !allowed.includes(k));
    if (keys.length > 0)
      throw new SpecProblem(
        '',
        `has ${keys.length === 1 ? 'a field' : 'fields'} it does not take: ${keys.join(', ')}`,
      );
  };
  if (kinds[0] === 'file') {
    extra(['file', 'label']);
    if (typeof v.file !== 'string' || v.file === '')
      throw new SpecProblem('file', 'must be the path of a text file, relative to the SPEC file');
    const path = resolve(base, v.file);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      throw new SpecProblem('file', `cannot read ${path}: ${(e as Error).message}`);
    }
    return { text, ...('label' in v ? { label: v.label } : {}) };
  }
  if (kinds[0] === 'cheatsheet') {
    extra(['cheatsheet', 'version', 'label']);
    if (typeof v.cheatsheet !== 'string' || v.cheatsheet === '')
      throw new SpecProblem('cheatsheet', 'must be a cheatsheet ID of your library');
    const sha256 = await versionOf(s, v.cheatsheet, v.version);
    return {
      version: { cheatsheetId: v.cheatsheet, sha256 },
      ...('label' in v ? { label: v.label } : {}),
    };
  }
  // The contract's own forms; the schema checks them.
  return v;
}

/** A full SHA-256, or a unique prefix (7 or more hex characters) of a version kept in the history. */
async function versionOf(s: Session, id: string, given: unknown): Promise<string> {
  const history = `workbench library history cheatsheet ${id}`;
  if (given === undefined)
    throw new SpecProblem(
      'version',
      `is missing: give the version's hash or a prefix of it (see \`${history}\`)`,
    );
  if (typeof given === 'number')
    throw new SpecProblem(
      'version',
      `was read as the number ${given}: put the hash in quotes ("…"), or its leading digits are lost`,
    );
  if (typeof given !== 'string')
    throw new SpecProblem('version', `must be the version's hash or a prefix of it (see \`${history}\`)`);
  const hash = given.trim().toLowerCase();
  if (!/^[0-9a-f]{7,64}$/.test(hash))
    throw new SpecProblem(
      'version',
      `“${given}” is not a SHA-256 (64 hex characters) or a prefix of at least 7 of them`,
    );
  let kept: { sha256: string }[];
  try {
    kept = await s.call('library.history', { kind: 'cheatsheet', id });
  } catch (e) {
    if (e instanceof CallError && e.info.code === 'INVALID_INPUT')
      throw new SpecProblem('cheatsheet', `“${id}” is not a cheatsheet ID: ${e.info.message}`);
    throw e;
  }
  const matches = kept.filter((k) => k.sha256.startsWith(hash));
  if (matches.length === 1) return matches[0]!.sha256;
  if (kept.length === 0)
    throw new SpecProblem(
      'cheatsheet',
      `no version of cheatsheet ${id} is kept on this computer (read it once: workbench library get cheatsheet ${id})`,
    );
  throw new SpecProblem(
    'version',
    matches.length === 0
      ? `no kept version of cheatsheet ${id} starts with ${hash} (list them: ${history})`
      : `${matches.length} kept versions of cheatsheet ${id} start with ${hash}: give more characters`,
  );
}

/**
 * The schema's findings about SPEC, by their place in the file, as a usage error; null when the
 * refusal is not about the definition's fields.
 */
export function specProblems(file: string, info: ApiErrorInfo): UsageError | null {
  if (info.code !== 'INVALID_INPUT' || info.status !== null || info.fieldErrors.length === 0) return null;
  // The first finding per field: a value of the wrong type would be said twice otherwise.
  const seen = new Set<string>();
  const lines = info.fieldErrors
    .filter((f) => !seen.has(f.path) && seen.add(f.path))
    .map((f) => `  ${fieldPath(f.path)}: ${f.message}`);
  return new UsageError(`The sweep definition in ${file} is not valid:\n${lines.join('\n')}`);
}
