/** Types of stamp.mjs (plain JavaScript: `npm run serve` runs it without a TypeScript loader). */
export const STAMP_INPUTS: readonly string[];
export const BUILT_FILES: readonly string[];
export const STAMP_FILE: string;
export function sourcesFingerprint(root: string, inputs?: readonly string[]): string;
export function buildNeeded(root: string, fingerprint: string): string | null;
export function writeStamp(root: string, fingerprint: string): void;
