/**
 * The new-sweep form as data: each step a user takes (versions ticked, texts pasted, a template
 * with slots and alternatives, models, problems, numbers as typed), what is wrong in words, and the
 * definition it makes — which the contract's own schema must accept as it is, since the core
 * parses `sweeps.plan` and `sweeps.start` with it.
 */
import { describe, expect, it } from 'vitest';
import {
  checkSweepForm,
  emptySweepForm,
  PLAN_NAME,
  type SweepForm,
  type SweepFormAction,
  sweepFormReducer,
  templateSlots,
  type VariantDraft,
} from '../../../../src/renderer/src/features/sweeps/sweepForm';
import { sweepDefinition } from '../../../../src/shared/contracts/sweeps';
import { expandSlots, type Slots, slotNames } from '../../../../src/shared/sweeps/slots';

const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';
const SHA_A = 'a'.repeat(64);
const SHA_B = 'b'.repeat(64);

const run = (actions: SweepFormAction[], from: SweepForm = emptySweepForm) =>
  actions.reduce(sweepFormReducer, from);

/** A form that can start: two versions, one model, one set, a budget. */
const ready = () =>
  run([
    { type: 'name', name: '  Hints, April  ' },
    {
      type: 'toggleVersion',
      cheatsheetId: 'chs_1',
      sha256: SHA_A,
      title: 'Hints',
      savedAt: '2026-04-01T10:00:00Z',
    },
    {
      type: 'toggleVersion',
      cheatsheetId: 'chs_1',
      sha256: SHA_B,
      title: 'Hints',
      savedAt: '2026-04-02T10:00:00Z',
    },
    { type: 'toggleModel', id: 'gpt-oss-120b' },
    { type: 'toggleProblemSet', id: 'hard3' },
    { type: 'number', field: 'budget', value: '40' },
  ]);

const templateOf = (s: SweepForm) =>
  s.variants.find((v) => v.kind === 'template') as Extract<VariantDraft, { kind: 'template' }>;

describe('the definition a form makes', () => {
  it('maps a ready form to a definition the contract accepts, with the defaults it shows', () => {
    const check = checkSweepForm(STAGE1, ready());
    expect(check.errors).toEqual({});
    expect(check.definition).toEqual({
      competitionId: STAGE1,
      name: 'Hints, April',
      variants: [
        { version: { cheatsheetId: 'chs_1', sha256: SHA_A } },
        { version: { cheatsheetId: 'chs_1', sha256: SHA_B } },
      ],
      models: ['gpt-oss-120b'],
      problemSets: ['hard3'],
      repeat: 1,
      budgetCredits: 40,
      confidence: 0.95,
      firstSlice: 20,
    });
    expect(sweepDefinition.safeParse(check.definition).success).toBe(true);
    expect(check.planInput).toEqual(check.definition);
  });

  it('sends texts with their labels (trimmed, none when blank) and keeps the numbers as typed', () => {
    const s = run(
      [
        { type: 'addText' },
        { type: 'addText' },
        { type: 'number', field: 'repeat', value: '3' },
        { type: 'number', field: 'confidence', value: '0.99' },
        { type: 'number', field: 'firstSlice', value: '10' },
        { type: 'number', field: 'budget', value: '12.5' },
      ],
      ready(),
    );
    const [, , t1, t2] = s.variants;
    const typed = run(
      [
        { type: 'text', key: t1!.key, text: 'Try the two-element magmas first.' },
        { type: 'label', key: t1!.key, label: '  Small magmas ' },
        { type: 'text', key: t2!.key, text: 'Look for a constant operation.' },
      ],
      s,
    );
    const def = checkSweepForm(STAGE1, typed).definition!;
    expect(def.variants.slice(2)).toEqual([
      { text: 'Try the two-element magmas first.', label: 'Small magmas' },
      { text: 'Look for a constant operation.' },
    ]);
    expect(def).toMatchObject({ repeat: 3, confidence: 0.99, firstSlice: 10, budgetCredits: 12.5 });
    expect(sweepDefinition.safeParse(def).success).toBe(true);
  });

  it('sends a template with the alternatives of every slot it marks, "" meaning off', () => {
    let s = run([{ type: 'addTemplate' }], ready());
    const key = templateOf(s).key;
    s = run(
      [
        { type: 'template', key, template: 'Rules.\n{{hints}}\n{{examples}}' },
        { type: 'alternative', key, slot: 'hints', index: 1, text: 'Hint: try x = y.' },
        { type: 'alternative', key, slot: 'examples', index: 1, text: 'Example: a constant magma.' },
        { type: 'addAlternative', key, slot: 'examples' },
        { type: 'alternative', key, slot: 'examples', index: 2, text: 'Example: a left-zero magma.' },
      ],
      s,
    );
    expect(templateSlots(templateOf(s)).map(([n]) => n)).toEqual(['hints', 'examples']);
    const def = checkSweepForm(STAGE1, s).definition!;
    expect(sweepDefinition.safeParse(def).success).toBe(true);
    expect(def.variants[2]).toEqual({
      template: 'Rules.\n{{hints}}\n{{examples}}',
      slots: {
        hints: ['', 'Hint: try x = y.'],
        examples: ['', 'Example: a constant magma.', 'Example: a left-zero magma.'],
      },
    });
    // As the core expands it: 2 × 3 variants.
    const sent = def.variants[2] as { template: string; slots: Slots };
    expect(expandSlots(sent.template, sent.slots)).toHaveLength(6);
  });

  it("expands a template holding the platform's placeholders here, keeping them as typed", () => {
    let s = run([{ type: 'addTemplate' }], ready());
    const key = templateOf(s).key;
    s = run(
      [
        { type: 'template', key, template: 'Does {{equation1}} imply {{ equation2 }}?\n{{hint}}' },
        { type: 'alternative', key, slot: 'hint', index: 1, text: 'Look for a counterexample magma.' },
      ],
      s,
    );
    // The placeholders are not slots the user fills in.
    expect(templateSlots(templateOf(s)).map(([n]) => n)).toEqual(['hint']);
    const def = checkSweepForm(STAGE1, s).definition!;
    expect(sweepDefinition.safeParse(def).success).toBe(true);
    const template = def.variants[2]!;
    expect(template).toEqual({
      template: 'Does {{equation1}} imply {{ equation2 }}?\n{{hint}}',
      slots: { hint: ['', 'Look for a counterexample magma.'] },
    });
    // The core expands it keeping the placeholders as typed.
    const expanded = 'template' in template ? expandSlots(template.template, template.slots) : [];
    expect(expanded).toEqual([
      { text: 'Does {{equation1}} imply {{ equation2 }}?\n', label: 'hint: off' },
      {
        text: 'Does {{equation1}} imply {{ equation2 }}?\nLook for a counterexample magma.',
        label: 'hint: #2',
      },
    ]);
    // A template of placeholders alone is one variant.
    expect(expandSlots('Decide {{equation1}} ⇒ {{equation2}}.', {})).toEqual([
      { text: 'Decide {{equation1}} ⇒ {{equation2}}.', label: 'template' },
    ]);
  });

  it('says so when the slots make more variants than can race', () => {
    let s = run([{ type: 'addTemplate' }], ready());
    const key = templateOf(s).key;
    s = run([{ type: 'template', key, template: '{{equation1}} {{a}} {{b}} {{c}} {{d}} {{e}}' }], s);
    for (const slot of ['a', 'b', 'c', 'd', 'e'])
      s = run([{ type: 'alternative', key, slot, index: 1, text: slot }], s);
    const check = checkSweepForm(STAGE1, s);
    expect(check.errors.variants).toBe('The slots make 32 variants; at most 16 can race in one sweep.');
    expect(check.definition).toBeNull();
  });

  it('keeps the alternatives of a slot whose mark is edited away, and brings them back with it', () => {
    let s = run([{ type: 'addTemplate' }], emptySweepForm);
    const key = templateOf(s).key;
    s = run(
      [
        { type: 'template', key, template: 'A {{tone}}' },
        { type: 'alternative', key, slot: 'tone', index: 1, text: 'Be brief.' },
        { type: 'template', key, template: 'A {{ton}}' },
      ],
      s,
    );
    expect(templateSlots(templateOf(s))).toEqual([['ton', ['', '']]]);
    s = run([{ type: 'template', key, template: 'A {{tone}}' }], s);
    expect(templateSlots(templateOf(s))).toEqual([['tone', ['', 'Be brief.']]]);
    // Only marked slots are sent.
    const def = checkSweepForm(STAGE1, run([{ type: 'addText' }], s)).planInput;
    expect(def).toBeNull(); // the pasted text is still empty
  });

  it('removes an alternative but never the last one, and removes variants', () => {
    let s = run([{ type: 'addTemplate' }], emptySweepForm);
    const key = templateOf(s).key;
    s = run(
      [
        { type: 'template', key, template: '{{x}}' },
        { type: 'removeAlternative', key, slot: 'x', index: 0 },
        { type: 'removeAlternative', key, slot: 'x', index: 0 },
      ],
      s,
    );
    expect(templateOf(s).alternatives.x).toEqual(['']);
    s = run([{ type: 'remove', key }], s);
    expect(s.variants).toEqual([]);
  });

  it('ticks a version once: a second tick takes it out', () => {
    const v = {
      type: 'toggleVersion',
      cheatsheetId: 'chs_2',
      sha256: SHA_A,
      title: 'T',
      savedAt: '',
    } as const;
    const once = run([v]);
    expect(once.variants).toHaveLength(1);
    expect(run([v], once).variants).toEqual([]);
    // The same text of another cheatsheet is another tick.
    expect(run([{ ...v, cheatsheetId: 'chs_3' }], once).variants).toHaveLength(2);
  });

  it('gives new variants keys of their own', () => {
    const s = run([{ type: 'addText' }, { type: 'addTemplate' }, { type: 'addText' }]);
    expect(new Set(s.variants.map((v) => v.key)).size).toBe(3);
  });
});

describe('what is wrong, in words', () => {
  it('says what each empty field needs, and plans nothing', () => {
    const check = checkSweepForm(STAGE1, emptySweepForm);
    expect(check.definition).toBeNull();
    expect(check.planInput).toBeNull();
    expect(check.errors).toEqual({
      name: 'Give the sweep a name.',
      variants: 'Add at least two variants to race: versions, texts or a template.',
      models: 'Pick at least one model.',
      problemSets: 'Pick at least one problem set.',
      budget: 'Say how many credits the sweep may spend at most.',
    });
  });

  it('plans a form without a name under a stand-in name, but does not start it', () => {
    const check = checkSweepForm(STAGE1, run([{ type: 'name', name: '   ' }], ready()));
    expect(check.errors).toEqual({ name: 'Give the sweep a name.' });
    expect(check.definition).toBeNull();
    expect(check.planInput?.name).toBe(PLAN_NAME);
    expect(sweepDefinition.safeParse(check.planInput).success).toBe(true);
  });

  it('refuses numbers out of range as typed', () => {
    const bad = (field: 'repeat' | 'budget' | 'firstSlice', value: string) =>
      checkSweepForm(STAGE1, run([{ type: 'number', field, value }], ready())).errors[field];
    expect(bad('repeat', '6')).toBe('A whole number from 1 to 5.');
    expect(bad('repeat', '1.5')).toBe('A whole number from 1 to 5.');
    expect(bad('repeat', '5')).toBeUndefined();
    expect(bad('budget', '0')).toBe('A number of credits greater than 0.');
    expect(bad('budget', '1e3')).toBe('A number of credits greater than 0.');
    expect(bad('budget', '-2')).toBe('A number of credits greater than 0.');
    expect(bad('budget', '.5')).toBeUndefined();
    expect(bad('firstSlice', '0')).toBe('A whole number of problems, at least 1.');
    expect(bad('firstSlice', '')).toBe('A whole number of problems, at least 1.');
  });

  it('names the variant that has no text or template yet', () => {
    const s = run([{ type: 'addText' }], ready());
    expect(checkSweepForm(STAGE1, s).errors.variants).toBe('The third variant has no text yet.');
    const t = run([{ type: 'addTemplate' }], ready());
    expect(checkSweepForm(STAGE1, t).errors.variants).toBe('The third variant has no template yet.');
  });

  it('caps the variants and the models as the contract does', () => {
    let s = ready();
    for (let i = 0; i < 15; i++) s = run([{ type: 'addText' }], s);
    for (const v of s.variants)
      if (v.kind === 'text') s = run([{ type: 'text', key: v.key, text: `t${v.key}` }], s);
    expect(checkSweepForm(STAGE1, s).errors.variants).toBe('At most 16 variants can race in one sweep.');
    let m = ready();
    for (let i = 0; i < 10; i++) m = run([{ type: 'toggleModel', id: `model-${i}` }], m);
    expect(checkSweepForm(STAGE1, m).errors.models).toBe('At most 10 models.');
  });
});

describe('slots', () => {
  it('leaves the platform placeholders out of the slots to fill in', () => {
    expect(slotNames('{{equation1}} {{a}} {{ b }} {{equation2}} {{a}}')).toEqual(['a', 'b']);
  });

  it('starts a new slot with "off" and one alternative to write', () => {
    const s = run([{ type: 'addTemplate' }]);
    const key = templateOf(s).key;
    expect(templateOf(run([{ type: 'template', key, template: '{{tip}}' }], s)).alternatives).toEqual({
      tip: ['', ''],
    });
  });
});
