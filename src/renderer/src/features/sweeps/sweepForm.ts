/**
 * The new-sweep form as data (no React): what was typed, the steps that change it, and the
 * sweep definition it makes (`sweeps.plan` and `sweeps.start` take it). Numbers stay as typed, so
 * "" or "7" stays on screen with its error; only `checkSweepForm` decides what is sent.
 *
 * A variant is a version picked from a cheatsheet's history, a pasted text, or a template whose
 * `{{slot}}` marks each take one of their alternatives (every combination is one variant; an
 * empty alternative leaves that part out).
 */
import type { SweepDefinition, SweepVariantSource } from '../../../../shared/contracts/sweeps';
import { expandSlots, slotNames } from '../../../../shared/sweeps/slots';

export type VariantDraft =
  | {
      kind: 'version';
      key: string;
      cheatsheetId: string;
      sha256: string;
      /** The item's title when that version was saved, and when: for the list, not sent. */
      title: string;
      savedAt: string;
    }
  | { kind: 'text'; key: string; label: string; text: string }
  | {
      kind: 'template';
      key: string;
      template: string;
      /** Alternatives per slot name, kept for names no longer marked (they come back with the mark). */
      alternatives: Record<string, string[]>;
    };

export interface SweepForm {
  name: string;
  variants: VariantDraft[];
  models: string[];
  problemSets: string[];
  repeat: string;
  budget: string;
  /** "0.9", "0.95" or "0.99". */
  confidence: string;
  firstSlice: string;
  /** Keys for new variants (stable across edits, for React and for the steps below). */
  nextKey: number;
}

export const CONFIDENCES = ['0.9', '0.95', '0.99'] as const;
export const MAX_VARIANTS = 16;
export const MAX_REPEAT = 5;
export const DEFAULT_FIRST_SLICE = 20;
/** A new slot starts with "off" and one alternative to write. */
const NEW_SLOT = ['', ''];

export const emptySweepForm: SweepForm = {
  name: '',
  variants: [],
  models: [],
  problemSets: [],
  repeat: '1',
  budget: '',
  confidence: '0.95',
  firstSlice: String(DEFAULT_FIRST_SLICE),
  nextKey: 1,
};

export type NumberField = 'repeat' | 'budget' | 'confidence' | 'firstSlice';

export type SweepFormAction =
  | { type: 'name'; name: string }
  | { type: 'number'; field: NumberField; value: string }
  | { type: 'toggleModel'; id: string }
  | { type: 'toggleProblemSet'; id: string }
  /** Adds the version, or removes it when it is already a variant (a ticked box). */
  | { type: 'toggleVersion'; cheatsheetId: string; sha256: string; title: string; savedAt: string }
  | { type: 'addText' }
  | { type: 'addTemplate' }
  | { type: 'remove'; key: string }
  | { type: 'text'; key: string; text: string }
  | { type: 'label'; key: string; label: string }
  | { type: 'template'; key: string; template: string }
  | { type: 'alternative'; key: string; slot: string; index: number; text: string }
  | { type: 'addAlternative'; key: string; slot: string }
  | { type: 'removeAlternative'; key: string; slot: string; index: number }
  | { type: 'reset' };

const toggled = (list: readonly string[], id: string): string[] =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

function withVariant(s: SweepForm, key: string, change: (v: VariantDraft) => VariantDraft): SweepForm {
  return { ...s, variants: s.variants.map((v) => (v.key === key ? change(v) : v)) };
}

function withSlot(
  s: SweepForm,
  key: string,
  slot: string,
  change: (alternatives: string[]) => string[],
): SweepForm {
  return withVariant(s, key, (v) =>
    v.kind === 'template'
      ? { ...v, alternatives: { ...v.alternatives, [slot]: change(v.alternatives[slot] ?? []) } }
      : v,
  );
}

/** A template's alternatives with a fresh pair for every slot it newly marks. */
function alternativesFor(template: string, kept: Record<string, string[]>): Record<string, string[]> {
  const out = { ...kept };
  for (const name of slotNames(template)) if (!out[name]) out[name] = [...NEW_SLOT];
  return out;
}

export function sweepFormReducer(s: SweepForm, a: SweepFormAction): SweepForm {
  const key = `v${s.nextKey}`;
  switch (a.type) {
    case 'name':
      return { ...s, name: a.name };
    case 'number':
      return { ...s, [a.field]: a.value };
    case 'toggleModel':
      return { ...s, models: toggled(s.models, a.id) };
    case 'toggleProblemSet':
      return { ...s, problemSets: toggled(s.problemSets, a.id) };
    case 'toggleVersion': {
      const same = (v: VariantDraft) =>
        v.kind === 'version' && v.cheatsheetId === a.cheatsheetId && v.sha256 === a.sha256;
      if (s.variants.some(same)) return { ...s, variants: s.variants.filter((v) => !same(v)) };
      const { cheatsheetId, sha256, title, savedAt } = a;
      return {
        ...s,
        variants: [...s.variants, { kind: 'version', key, cheatsheetId, sha256, title, savedAt }],
        nextKey: s.nextKey + 1,
      };
    }
    case 'addText':
      return {
        ...s,
        variants: [...s.variants, { kind: 'text', key, label: '', text: '' }],
        nextKey: s.nextKey + 1,
      };
    case 'addTemplate':
      return {
        ...s,
        variants: [...s.variants, { kind: 'template', key, template: '', alternatives: {} }],
        nextKey: s.nextKey + 1,
      };
    case 'remove':
      return { ...s, variants: s.variants.filter((v) => v.key !== a.key) };
    case 'text':
      return withVariant(s, a.key, (v) => (v.kind === 'text' ? { ...v, text: a.text } : v));
    case 'label':
      return withVariant(s, a.key, (v) => (v.kind === 'text' ? { ...v, label: a.label } : v));
    case 'template':
      return withVariant(s, a.key, (v) =>
        v.kind === 'template'
          ? { ...v, template: a.template, alternatives: alternativesFor(a.template, v.alternatives) }
          : v,
      );
    case 'alternative':
      return withSlot(s, a.key, a.slot, (list) => list.map((t, i) => (i === a.index ? a.text : t)));
    case 'addAlternative':
      return withSlot(s, a.key, a.slot, (list) => [...list, '']);
    case 'removeAlternative':
      return withSlot(s, a.key, a.slot, (list) =>
        list.length > 1 ? list.filter((_, i) => i !== a.index) : list,
      );
    case 'reset':
      return emptySweepForm;
  }
}

/** The slots a template variant marks for the user, in order, each with its alternatives. */
export function templateSlots(v: Extract<VariantDraft, { kind: 'template' }>): [string, string[]][] {
  return slotNames(v.template).map((n) => [n, v.alternatives[n] ?? []]);
}

export type SweepField =
  | 'name'
  | 'variants'
  | 'models'
  | 'problemSets'
  | 'repeat'
  | 'budget'
  | 'confidence'
  | 'firstSlice';

export interface SweepFormCheck {
  /** Each field's problem in words (shown once Start has been pressed). */
  errors: Partial<Record<SweepField, string>>;
  /** What Start sends; null while anything is wrong. */
  definition: SweepDefinition | null;
  /**
   * What the plan is worked out for: the definition, with a stand-in name while none is typed
   * (the price does not depend on it); null while anything else is wrong.
   */
  planInput: SweepDefinition | null;
}

const INTEGER = /^\d+$/;
const NUMBER = /^(\d+(\.\d*)?|\.\d+)$/;
/** Used for the plan while the name is still empty. */
export const PLAN_NAME = 'New sweep';

function variantSources(v: VariantDraft): SweepVariantSource[] {
  switch (v.kind) {
    case 'version':
      return [{ version: { cheatsheetId: v.cheatsheetId, sha256: v.sha256 } }];
    case 'text': {
      const label = v.label.trim().slice(0, 120);
      return [label ? { text: v.text, label } : { text: v.text }];
    }
    case 'template': {
      const slots = Object.fromEntries(templateSlots(v));
      // Expanded here only to say at once what the core would refuse (too many combinations).
      expandSlots(v.template, slots);
      return [{ template: v.template, slots }];
    }
  }
}

/** What the variants send, or why they cannot be sent, in words. */
function sourcesOf(variants: readonly VariantDraft[]): SweepVariantSource[] | string {
  try {
    return variants.flatMap(variantSources);
  } catch (e) {
    return (e as Error).message;
  }
}

function variantsProblem(variants: readonly VariantDraft[]): string | undefined {
  if (variants.length === 0) return 'Add at least two variants to race: versions, texts or a template.';
  if (variants.length > MAX_VARIANTS) return `At most ${MAX_VARIANTS} variants can race in one sweep.`;
  for (const [i, v] of variants.entries()) {
    const which = `The ${ordinal(i + 1)} variant`;
    if (v.kind === 'text' && v.text.trim() === '') return `${which} has no text yet.`;
    if (v.kind === 'template' && v.template.trim() === '') return `${which} has no template yet.`;
    if (v.kind === 'template') {
      for (const [name, alternatives] of templateSlots(v))
        if (alternatives.length > MAX_VARIANTS)
          return `{{${name}}} has ${alternatives.length} alternatives; at most ${MAX_VARIANTS}.`;
    }
  }
  return undefined;
}

const ordinal = (n: number) =>
  n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : n === 4 ? 'fourth' : `${n}th`;

function intIn(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!INTEGER.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

export function checkSweepForm(competitionId: string, s: SweepForm): SweepFormCheck {
  const errors: SweepFormCheck['errors'] = {};
  const name = s.name.trim();
  if (name === '') errors.name = 'Give the sweep a name.';
  else if (name.length > 120) errors.name = `At most 120 characters (this is ${name.length}).`;
  const sources = sourcesOf(s.variants);
  const variantsError = variantsProblem(s.variants) ?? (typeof sources === 'string' ? sources : undefined);
  if (variantsError) errors.variants = variantsError;
  if (s.models.length === 0) errors.models = 'Pick at least one model.';
  else if (s.models.length > 10) errors.models = 'At most 10 models.';
  if (s.problemSets.length === 0) errors.problemSets = 'Pick at least one problem set.';
  else if (s.problemSets.length > 20) errors.problemSets = 'At most 20 problem sets.';
  const repeat = intIn(s.repeat, 1, MAX_REPEAT);
  if (repeat === null) errors.repeat = `A whole number from 1 to ${MAX_REPEAT}.`;
  const budgetText = s.budget.trim();
  const budget = NUMBER.test(budgetText) ? Number(budgetText) : null;
  if (budgetText === '') errors.budget = 'Say how many credits the sweep may spend at most.';
  else if (budget === null || !(budget > 0) || budget > 1e9)
    errors.budget = 'A number of credits greater than 0.';
  const confidence = Number(s.confidence);
  if (!Number.isFinite(confidence) || confidence < 0.5 || confidence > 0.999)
    errors.confidence = 'Pick a confidence.';
  const firstSlice = intIn(s.firstSlice, 1, 100_000);
  if (firstSlice === null) errors.firstSlice = 'A whole number of problems, at least 1.';

  const rest = Object.keys(errors).filter((k) => k !== 'name');
  if (rest.length > 0) return { errors, definition: null, planInput: null };
  const planInput: SweepDefinition = {
    competitionId,
    name: errors.name ? PLAN_NAME : name,
    variants: sources as SweepVariantSource[],
    models: [...s.models].sort(),
    problemSets: [...s.problemSets].sort(),
    repeat: repeat!,
    budgetCredits: budget!,
    confidence,
    firstSlice: firstSlice!,
  };
  return { errors, definition: errors.name ? null : planInput, planInput };
}
