/**
 * Transitive groups of degree 24 in words: "S24 (24T25000)" instead of the bare label where the
 * group has a short, meaningful name (groupNamesData.ts, generated from GAP), and group orders
 * people can read ("24!", "4.6 × 10¹⁷" rather than 24 digits). Pure data and strings: the app and
 * the command line can both use it.
 */
import { GROUP_NAMES, type GroupNameSource } from '../tables/groupNamesData';

export interface GroupName {
  name: string;
  source: GroupNameSource;
}

const BY_T = new Map<number, GroupName>(GROUP_NAMES.map(([t, name, source]) => [t, { name, source }]));

/** t of a label "24T<t>", or null for anything else. */
export function labelT(label: string): number | null {
  const m = /^24T([1-9][0-9]*)$/.exec(label);
  return m ? Number(m[1]) : null;
}

/** The readable name of 24T<t> ("S24", "C24", "M24"), or null when it has none. */
export function groupName(tOrLabel: number | string): GroupName | null {
  const t = typeof tOrLabel === 'number' ? tOrLabel : labelT(tOrLabel);
  return t === null ? null : (BY_T.get(t) ?? null);
}

/** "S24 (24T25000)", or the label alone when the group has no readable name. */
export function groupLabelText(label: string): string {
  const n = groupName(label);
  return n ? `${n.name} (${label})` : label;
}

/** Where a name comes from, for a title: how to read "C3 : Q8" or "D24". */
export function groupNameNote(n: GroupName): string {
  switch (n.source) {
    case 'transgrp':
      return n.name === 'S24'
        ? 'the symmetric group of degree 24 (all permutations of the 24 roots)'
        : 'the alternating group of degree 24 (the even permutations)';
    case 'primitive':
      return 'a primitive group of degree 24, by its name in GAP’s primitive groups library';
    case 'structure':
      return 'GAP’s structure description: Cn cyclic of order n, Dn dihedral of order n, Q8 quaternion, A x B direct product, A : B semidirect product';
  }
}

const FACTORIAL_24 = (() => {
  let f = 1n;
  for (let i = 2n; i <= 24n; i++) f *= i;
  return f;
})();
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A group order people read at a glance: 24! and 24!/2 for S24 and A24, grouped digits up to nine
 * digits ("244,823,040"), and two significant digits beyond ("4.6 × 10¹⁷"); `exact` is the whole
 * number with its digits grouped, for a title.
 */
export function orderWords(order: string | bigint): { short: string; exact: string } {
  const n = BigInt(order);
  const digits = n.toString();
  const exact = grouped(digits);
  if (n === FACTORIAL_24) return { short: '24!', exact };
  if (n * 2n === FACTORIAL_24) return { short: '24!/2', exact };
  if (digits.length <= 9) return { short: exact, exact };
  const exponent = digits.length - 1;
  // Two significant digits, rounded half up from the third (9.96 × 10^k becomes 1.0 × 10^(k+1)).
  let lead = Number(digits.slice(0, 3));
  lead = Math.round(lead / 10);
  const e = lead >= 100 ? exponent + 1 : exponent;
  const mantissa = lead >= 100 ? '1.0' : `${Math.floor(lead / 10)}.${lead % 10}`;
  const sup = [...String(e)].map((d) => SUPERSCRIPT[Number(d)]).join('');
  return { short: `${mantissa} × 10${sup}`, exact };
}
