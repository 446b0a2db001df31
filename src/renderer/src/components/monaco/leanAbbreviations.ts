/**
 * Backslash abbreviations as in Lean's own editor: `\to` followed by a space (or any character
 * that cannot continue an abbreviation) becomes `→`. Pure functions, no Monaco: the editor glue
 * in lean.ts calls these, and test/unit/renderer/leanAbbreviations.test.ts checks them.
 *
 * Where the brief and Lean's table disagree we follow Lean's table (abbreviations.json of the
 * Lean 4 VS Code extension): `\l` is `←` (use `\lam` or `\lambda` for λ) and `\t` is `▸`
 * (use `\ta` or `\tau` for τ). `$CURSOR` marks where the cursor goes after the expansion.
 */
export const LEAN_ABBREVIATIONS: Readonly<Record<string, string>> = {
  // arrows and logic
  to: '→',
  r: '→',
  '->': '→',
  imp: '→',
  l: '←',
  '<-': '←',
  gets: '←',
  iff: '↔',
  '<->': '↔',
  lr: '↔',
  '=>': '⇒',
  mapsto: '↦',
  '|->': '↦',
  forall: '∀',
  all: '∀',
  exists: '∃',
  ex: '∃',
  and: '∧',
  or: '∨',
  not: '¬',
  neg: '¬',
  ne: '≠',
  neq: '≠',
  '=n': '≠',
  le: '≤',
  '<=': '≤',
  ge: '≥',
  '>=': '≥',
  equiv: '≡',
  '==': '≡',
  '~-': '≃',
  approx: '≈',
  top: '⊤',
  bot: '⊥',
  '|-': '⊢',
  vdash: '⊢',
  t: '▸',
  // functions and algebra
  lam: 'λ',
  fun: 'λ',
  x: '×',
  times: '×',
  cdot: '·',
  '.': '·',
  circ: '∘',
  o: '∘',
  comp: '∘',
  inv: '⁻¹',
  '-1': '⁻¹',
  sum: '∑',
  prod: '∏',
  sqrt: '√',
  infty: '∞',
  inf: '⊓',
  sup: '⊔',
  glb: '⊓',
  lub: '⊔',
  // sets
  in: '∈',
  notin: '∉',
  nin: '∉',
  sub: '⊂',
  subset: '⊂',
  subseteq: '⊆',
  ss: '⊆',
  supset: '⊃',
  supseteq: '⊇',
  cap: '∩',
  inter: '∩',
  cup: '∪',
  union: '∪',
  empty: '∅',
  emptyset: '∅',
  // number sets
  N: 'ℕ',
  nat: 'ℕ',
  Z: 'ℤ',
  int: 'ℤ',
  Q: 'ℚ',
  R: 'ℝ',
  C: 'ℂ',
  // brackets
  langle: '⟨',
  rangle: '⟩',
  '<': '⟨',
  '>': '⟩',
  '<>': '⟨$CURSOR⟩',
  f: '↑',
  '|': '∣',
  // the magma operation of the equational theories problems
  diamond: '◇',
  di: '◇',
  // Greek, lower case
  a: 'α',
  alpha: 'α',
  b: 'β',
  beta: 'β',
  g: 'γ',
  gamma: 'γ',
  d: 'δ',
  delta: 'δ',
  e: 'ε',
  epsilon: 'ε',
  z: 'ζ',
  zeta: 'ζ',
  eta: 'η',
  th: 'θ',
  theta: 'θ',
  i: 'ι',
  iota: 'ι',
  k: 'κ',
  kappa: 'κ',
  lambda: 'λ',
  m: 'μ',
  mu: 'μ',
  n: 'ν',
  nu: 'ν',
  xi: 'ξ',
  pi: 'π',
  rho: 'ρ',
  s: 'σ',
  sigma: 'σ',
  ta: 'τ',
  tau: 'τ',
  u: 'υ',
  upsilon: 'υ',
  ph: 'φ',
  phi: 'φ',
  ch: 'χ',
  chi: 'χ',
  ps: 'ψ',
  psi: 'ψ',
  w: 'ω',
  om: 'ω',
  omega: 'ω',
  // Greek, upper case
  G: 'Γ',
  Gamma: 'Γ',
  D: 'Δ',
  Delta: 'Δ',
  Th: 'Θ',
  Theta: 'Θ',
  L: 'Λ',
  Lambda: 'Λ',
  Xi: 'Ξ',
  Pi: 'Π',
  S: 'Σ',
  Sigma: 'Σ',
  Phi: 'Φ',
  Psi: 'Ψ',
  W: 'Ω',
  Omega: 'Ω',
};

const KEYS = Object.keys(LEAN_ABBREVIATIONS);

/** Characters an abbreviation can contain: anything but whitespace and the backslash itself. */
function canBeInAbbreviation(ch: string): boolean {
  return ch !== '\\' && !/\s/.test(ch);
}

export function isAbbreviationPrefix(text: string): boolean {
  return KEYS.some((k) => k.startsWith(text));
}

export function lookupAbbreviation(name: string): string | undefined {
  return Object.hasOwn(LEAN_ABBREVIATIONS, name) ? LEAN_ABBREVIATIONS[name] : undefined;
}

export interface Replacement {
  /** Offset in the line (0-based, UTF-16) where the backslash is. */
  start: number;
  /** Length of `\name` to replace. */
  length: number;
  /** The symbol without the cursor marker. */
  text: string;
  /** Where the cursor goes, relative to `start`, after the replacement. */
  cursor: number;
}

function replacement(start: number, name: string, symbol: string): Replacement {
  const at = symbol.indexOf('$CURSOR');
  const text = symbol.replace('$CURSOR', '');
  return { start, length: name.length + 1, text, cursor: at === -1 ? text.length : at };
}

/** The `\name` that ends exactly at `column` of `line` (0-based), or null. */
function pendingAbbreviation(line: string, column: number): { start: number; name: string } | null {
  let i = column - 1;
  while (i >= 0 && canBeInAbbreviation(line[i]!)) i--;
  if (i < 0 || line[i] !== '\\') return null;
  // An escaped backslash (`\\to`) is not an abbreviation.
  if (i > 0 && line[i - 1] === '\\') return null;
  return { start: i, name: line.slice(i + 1, column) };
}

/**
 * Expand the abbreviation that ends at the cursor, whatever comes next (the explicit command).
 * The whole run after the backslash is the name: `\toto` is not `\to` + `to`.
 */
export function expandAtCursor(line: string, column: number): Replacement | null {
  const pending = pendingAbbreviation(line, column);
  if (!pending || pending.name === '') return null;
  const symbol = lookupAbbreviation(pending.name);
  return symbol === undefined ? null : replacement(pending.start, pending.name, symbol);
}

/**
 * What to do when `typed` was just inserted at `column` of `line` (the line as it was before the
 * insertion). Lean's rule: an abbreviation ends when the next character cannot extend it to a
 * longer one (a space, tab, newline, or e.g. `1` after `\alpha`); it is then replaced and the
 * typed character stays. Returns null while the abbreviation can still grow.
 */
export function expandOnType(line: string, column: number, typed: string): Replacement | null {
  if (typed === '') return null;
  const pending = pendingAbbreviation(line, column);
  if (!pending || pending.name === '') return null;
  const first = typed[0]!;
  if (canBeInAbbreviation(first) && isAbbreviationPrefix(pending.name + first)) return null;
  const symbol = lookupAbbreviation(pending.name);
  if (symbol !== undefined) return replacement(pending.start, pending.name, symbol);
  // `\alph1`: not a name and cannot grow. Leave it as typed.
  return null;
}
