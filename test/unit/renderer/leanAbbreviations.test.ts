import { describe, expect, it } from 'vitest';
import {
  expandAtCursor,
  expandOnType,
  isAbbreviationPrefix,
  LEAN_ABBREVIATIONS,
} from '../../../src/renderer/src/components/monaco/leanAbbreviations';

/** Simulates typing `input` character by character into an empty line, as the editor glue does. */
function type(input: string): string {
  let line = '';
  for (const ch of input) {
    const r = expandOnType(line, line.length, ch);
    if (r) line = line.slice(0, r.start) + r.text + line.slice(r.start + r.length);
    line += ch;
  }
  return line;
}

describe('Lean abbreviations', () => {
  it('has the common ones', () => {
    const want: Record<string, string> = {
      to: '→',
      r: '→',
      '->': '→',
      '<-': '←',
      l: '←',
      iff: '↔',
      '<->': '↔',
      forall: '∀',
      all: '∀',
      exists: '∃',
      ex: '∃',
      and: '∧',
      or: '∨',
      not: '¬',
      neg: '¬',
      ne: '≠',
      le: '≤',
      ge: '≥',
      lam: 'λ',
      fun: 'λ',
      x: '×',
      times: '×',
      cdot: '·',
      circ: '∘',
      in: '∈',
      sub: '⊂',
      sup: '⊔',
      inf: '⊓',
      sum: '∑',
      prod: '∏',
      N: 'ℕ',
      Z: 'ℤ',
      Q: 'ℚ',
      R: 'ℝ',
      langle: '⟨',
      rangle: '⟩',
      diamond: '◇',
      di: '◇',
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
      lambda: 'λ',
      pi: 'π',
      s: 'σ',
      sigma: 'σ',
      tau: 'τ',
      phi: 'φ',
      psi: 'ψ',
      omega: 'ω',
    };
    for (const [k, v] of Object.entries(want)) expect(LEAN_ABBREVIATIONS[k], k).toBe(v);
  });

  it('expands on space, tab, newline and punctuation, keeping the typed character', () => {
    expect(type('\\to ')).toBe('→ ');
    expect(type('\\forall x, x = x')).toBe('∀ x, x = x');
    expect(type('\\alpha\t')).toBe('α\t');
    expect(type('p \\and q\n')).toBe('p ∧ q\n');
    expect(type('\\alpha1')).toBe('α1');
    expect(type('(\\lam x)')).toBe('(λ x)');
    expect(type('a \\ne b')).toBe('a ≠ b');
    expect(type('x \\di y')).toBe('x ◇ y');
  });

  it('keeps growing while a longer abbreviation is possible', () => {
    expect(type('\\neg ')).toBe('¬ ');
    expect(type('\\-> ')).toBe('→ ');
    expect(type('\\<-> ')).toBe('↔ ');
    expect(type('\\<- ')).toBe('← ');
    expect(type('\\top ')).toBe('⊤ ');
    expect(type('\\exists ')).toBe('∃ ');
    expect(type('\\ex ')).toBe('∃ ');
    expect(isAbbreviationPrefix('fora')).toBe(true);
    expect(isAbbreviationPrefix('zzz')).toBe(false);
  });

  it('a backslash ends the previous abbreviation', () => {
    expect(type('\\to\\to ')).toBe('→→ ');
  });

  it('leaves unknown names and escaped backslashes alone', () => {
    expect(type('\\nosuchthing ')).toBe('\\nosuchthing ');
    expect(type('"\\\\to "')).toBe('"\\\\to "');
    expect(type('\\ ')).toBe('\\ ');
  });

  it('places the cursor inside ⟨⟩ for \\<>', () => {
    const r = expandOnType('\\<>', 3, ' ');
    expect(r).toEqual({ start: 0, length: 3, text: '⟨⟩', cursor: 1 });
  });

  it('expandAtCursor expands what ends at the cursor', () => {
    expect(expandAtCursor('theorem t : \\forall', 19)).toEqual({
      start: 12,
      length: 7,
      text: '∀',
      cursor: 1,
    });
    expect(expandAtCursor('x \\fora', 7)).toBeNull();
    expect(expandAtCursor('no abbreviation', 5)).toBeNull();
    expect(expandAtCursor('\\R', 2)?.text).toBe('ℝ');
  });
});
