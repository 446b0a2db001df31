/**
 * Submission kinds (spec 1.7) in words. The spec describes each kind: a cheatsheet (text that
 * conditions a model), degree-24 polynomials (coefficient lines), a model reference (a pointer to a
 * pinned model), a Lean solver (Lean 4 source). A kind this version does not know (spec 9.4
 * allows new ones) is spelled out from its string.
 */
import { wordsFromCode } from './codeWords';

const SUBMISSION_KIND_WORDS: Record<string, string> = {
  cheatsheet: 'Cheatsheet',
  'igp24-polynomial': 'Degree-24 polynomials',
  'model-reference': 'Model reference',
  'solver-participation': 'Lean solver',
};

export function isKnownSubmissionKind(kind: string): boolean {
  return Object.hasOwn(SUBMISSION_KIND_WORDS, kind);
}

/** "Lean solver" for `solver-participation`; "Proof golf" for an unknown `proof-golf`. */
export function submissionKindWords(kind: string): string {
  return isKnownSubmissionKind(kind) ? SUBMISSION_KIND_WORDS[kind]! : wordsFromCode(kind);
}
