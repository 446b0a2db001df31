/**
 * Variants from one text with marked slots (docs/sweeps.md): `{{name}}` in the template, and for
 * each name its alternatives (a section on or off is the alternatives "" and the section). Every
 * combination is one variant, named by its choices.
 */
export interface SlotAlternative {
  label?: string;
  text: string;
}

export type Slots = Record<string, ReadonlyArray<string | SlotAlternative>>;

export interface ExpandedVariant {
  label: string;
  text: string;
}

const SLOT = /\{\{\s*([A-Za-z0-9_-]+)\s*\}\}/g;

/**
 * The platform's own placeholders, filled in per problem (docs/spec-gaps.md): never slots of a
 * template, though the marks look alike; they stay in every variant as written.
 */
export const PLATFORM_PLACEHOLDERS: ReadonlySet<string> = new Set(['equation1', 'equation2']);

/** The names a template marks for the user to fill, in the order they first appear. */
export function slotNames(template: string): string[] {
  const names = [...template.matchAll(SLOT)].map((m) => m[1]!).filter((n) => !PLATFORM_PLACEHOLDERS.has(n));
  return [...new Set(names)];
}

function alternative(a: string | SlotAlternative, i: number): Required<SlotAlternative> {
  const text = typeof a === 'string' ? a : a.text;
  const label = typeof a === 'string' ? undefined : a.label;
  return { text, label: label ?? (text.trim() === '' ? 'off' : `#${i + 1}`) };
}

/**
 * Every combination of the alternatives, the first slot varying slowest. A slot the template marks
 * without alternatives, or alternatives for a slot it does not mark, is an error said in words;
 * more than `max` combinations too (each variant costs a share of the budget).
 */
export function expandSlots(template: string, slots: Slots, max = 16): ExpandedVariant[] {
  const names = slotNames(template);
  const missing = names.filter((n) => !(n in slots) || slots[n]!.length === 0);
  if (missing.length > 0)
    throw new Error(`The template marks {{${missing[0]}}} but gives it no alternatives.`);
  const unused = Object.keys(slots).filter((n) => !names.includes(n));
  if (unused.length > 0)
    throw new Error(`The alternatives for "${unused[0]}" have no {{${unused[0]}}} in the template.`);
  const count = names.reduce((n, name) => n * slots[name]!.length, 1);
  if (count > max) throw new Error(`The slots make ${count} variants; at most ${max} can race in one sweep.`);
  let combos: Array<Array<Required<SlotAlternative>>> = [[]];
  for (const name of names) {
    const alts = slots[name]!.map(alternative);
    combos = combos.flatMap((c) => alts.map((a) => [...c, a]));
  }
  return combos.map((choice) => {
    const byName = new Map(names.map((n, i) => [n, choice[i]!]));
    return {
      label: names.map((n) => `${n}: ${byName.get(n)!.label}`).join(', ') || 'template',
      text: template.replace(SLOT, (mark, n: string) => byName.get(n)?.text ?? mark),
    };
  });
}
