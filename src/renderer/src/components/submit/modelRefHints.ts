/**
 * Immediate hints for a model reference while typing (spec 2.4: `modelName` is `<owner>/<name>`,
 * `commitHash` the full 40-character lowercase hex commit id; branch names are refused). The
 * patterns come from the competition's live schema when it states them; the precheck then
 * validates the whole body with ajv against that schema.
 */
export const DEFAULT_MODEL_NAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*/[A-Za-z0-9][A-Za-z0-9._-]*$';
export const DEFAULT_COMMIT_HASH_PATTERN = '^[0-9a-f]{40}$';

export function schemaPattern(schema: Record<string, unknown>, field: string): string | null {
  const props = schema.properties as Record<string, Record<string, unknown>> | undefined;
  const p = props?.[field]?.pattern;
  return typeof p === 'string' ? p : null;
}

function matches(pattern: string, v: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(v);
  } catch {
    return true; // a pattern we cannot compile here is left to the precheck
  }
}

export function modelNameHint(v: string, pattern: string | null): string | null {
  if (v === '') return null;
  if (v !== v.trim()) return 'Remove the spaces at the start or end.';
  const slashes = v.split('/').length - 1;
  if (slashes === 0) return 'Use the model hub form owner/name, e.g. modular-minds/modnet-base.';
  if (slashes > 1) return 'Only one “/”: owner/name, without a URL or a revision.';
  if (/^https?:/i.test(v)) return 'Give owner/name, not a URL.';
  const [owner, name] = v.split('/');
  if (!owner) return 'The owner part (before “/”) is empty.';
  if (!name) return 'The name part (after “/”) is empty.';
  if (!matches(pattern ?? DEFAULT_MODEL_NAME_PATTERN, v))
    return 'Owner and name may use letters, digits, “.”, “_” and “-”, starting with a letter or digit.';
  return null;
}

export function commitHashHint(v: string, pattern: string | null): string | null {
  if (v === '') return null;
  if (/^[0-9a-fA-F]+$/.test(v)) {
    if (v.length < 40) return `${v.length} of 40 characters: use the full commit hash, not an abbreviation.`;
    if (v.length > 40) return `${v.length} characters: a commit hash has exactly 40.`;
    if (v !== v.toLowerCase()) return 'Use lowercase hex digits (a–f).';
  } else if (/^[\w./-]+$/.test(v)) {
    return `“${v}” looks like a branch or tag name; branch names are not accepted. Use the full 40-character commit hash.`;
  } else {
    return 'Only hex digits 0–9 and a–f.';
  }
  if (!matches(pattern ?? DEFAULT_COMMIT_HASH_PATTERN, v))
    return 'Does not match the competition’s commit pattern.';
  return null;
}
