/**
 * Words for the machine strings the platform sends (kinds, statuses, sources), for screens that
 * meet one this version has no words for: `solver-participation` → "Solver participation",
 * `mixed_disc` → "Mixed disc", `leanKernelPackage` → "Lean kernel package". The exact string
 * stays one hover away wherever it is shown (a `title`).
 */
export function wordsFromCode(code: string): string {
  const words = code
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.\s]+/g, ' ')
    .trim()
    .toLowerCase()
    // An ID is an ID, not an "id".
    .replace(/\bid\b/g, 'ID');
  if (!words) return code;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
