/**
 * The model-reference run form as data. The commit hash is checked as it is typed; the token for
 * gated repositories is kept out of the draft the form saves and never shown again once sent.
 */
import { COMMIT_HASH_LENGTH, MAX_NOTE_CHARS } from './limits';
import type { FieldErrors } from './stage1Form';

export interface ModelReferenceDraft {
  modelName: string;
  commitHash: string;
  problemSetId: string | null;
  note: string;
  hfToken: string;
  rememberToken: boolean;
}

export const emptyModelReference: ModelReferenceDraft = {
  modelName: '',
  commitHash: '',
  problemSetId: null,
  note: '',
  hfToken: '',
  rememberToken: false,
};

export interface ModelReferenceBody {
  modelName: string;
  commitHash: string;
  problemSetId: string;
  note?: string;
  hfToken?: string;
}

export type ModelReferenceField = 'modelName' | 'commitHash' | 'problemSetId' | 'note' | 'hfToken';

/**
 * What is wrong with a commit hash, in words, or null when it is 40 lowercase hex characters.
 * `typing` is gentler with a hash that is only too short so far.
 */
export function commitHashProblem(hash: string, typing = false): string | null {
  const h = hash.trim();
  if (h === '') return typing ? null : 'Paste the full commit hash (40 characters).';
  if (/[A-F]/.test(h) && /^[0-9a-fA-F]+$/.test(h)) return 'Use lowercase letters (a-f) in the commit hash.';
  const bad = h.match(/[^0-9a-f]/);
  if (bad) return `“${bad[0]}” cannot be in a commit hash: only 0-9 and a-f.`;
  if (h.length < COMMIT_HASH_LENGTH)
    return typing
      ? `${h.length} of ${COMMIT_HASH_LENGTH} characters.`
      : `A commit hash has ${COMMIT_HASH_LENGTH} characters; this one has ${h.length}. Short hashes are not accepted.`;
  if (h.length > COMMIT_HASH_LENGTH)
    return `A commit hash has ${COMMIT_HASH_LENGTH} characters; this one has ${h.length}.`;
  return null;
}

export interface ModelReferenceCheck {
  errors: FieldErrors<ModelReferenceField>;
  body: ModelReferenceBody | null;
}

export function checkModelReference(d: ModelReferenceDraft): ModelReferenceCheck {
  const errors: FieldErrors<ModelReferenceField> = {};
  const modelName = d.modelName.trim();
  if (modelName === '') errors.modelName = 'Name the model repository, for example org/model-name.';
  else if (/\s/.test(modelName)) errors.modelName = 'A model repository name has no spaces.';
  const hash = commitHashProblem(d.commitHash);
  if (hash) errors.commitHash = hash;
  if (d.problemSetId === null) errors.problemSetId = 'Pick the problem set to evaluate on.';
  if ([...d.note].length > MAX_NOTE_CHARS)
    errors.note = `A note is at most ${MAX_NOTE_CHARS} characters; this one has ${[...d.note].length}.`;
  const token = d.hfToken.trim();
  const ok = Object.keys(errors).length === 0;
  return {
    errors,
    body: ok
      ? {
          modelName,
          commitHash: d.commitHash.trim(),
          problemSetId: d.problemSetId!,
          ...(d.note.trim() ? { note: d.note } : {}),
          ...(token ? { hfToken: token } : {}),
        }
      : null,
  };
}
