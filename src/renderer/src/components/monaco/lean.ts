/**
 * Lean 4 in Monaco: a Monarch grammar (keywords, tactics, nested block comments, strings, chars,
 * numerals, unicode operators), bracket matching and auto-closing including ⟨⟩, and Lean's
 * backslash abbreviations while typing (see leanAbbreviations.ts).
 */
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { expandOnType } from './leanAbbreviations';

export const LEAN_LANGUAGE = 'lean4';

export const LEAN_KEYWORDS = [
  'theorem',
  'lemma',
  'def',
  'abbrev',
  'axiom',
  'noncomputable',
  'partial',
  'unsafe',
  'private',
  'protected',
  'by',
  'fun',
  'λ',
  'match',
  'with',
  'where',
  'structure',
  'class',
  'inductive',
  'instance',
  'deriving',
  'extends',
  'namespace',
  'section',
  'end',
  'open',
  'import',
  'export',
  'variable',
  'universe',
  'example',
  'have',
  'show',
  'from',
  'calc',
  'let',
  'in',
  'if',
  'then',
  'else',
  'do',
  'return',
  'for',
  'unless',
  'mut',
  'at',
  'macro',
  'syntax',
  'notation',
  'infix',
  'infixl',
  'infixr',
  'prefix',
  'postfix',
  'set_option',
  'attribute',
  'mutual',
  'termination_by',
  'decreasing_by',
  'sorry',
  'Type',
  'Sort',
  'Prop',
];

export const LEAN_TACTICS = [
  'intro',
  'intros',
  'apply',
  'exact',
  'refine',
  'rfl',
  'simp',
  'simp_all',
  'dsimp',
  'rw',
  'rwa',
  'erw',
  'cases',
  'rcases',
  'obtain',
  'induction',
  'constructor',
  'omega',
  'decide',
  'norm_num',
  'linarith',
  'nlinarith',
  'positivity',
  'ring',
  'ring_nf',
  'aesop',
  'exists',
  'use',
  'left',
  'right',
  'exfalso',
  'contradiction',
  'assumption',
  'trivial',
  'unfold',
  'specialize',
  'subst',
  'funext',
  'ext',
  'congr',
  'calc',
  'first',
  'repeat',
  'try',
  'all_goals',
  'any_goals',
  'focus',
  'split',
  'next',
  'case',
  'native_decide',
  'tauto',
  'exact?',
  'apply?',
  'simp?',
];

export const LEAN_TYPES = [
  'Nat',
  'Int',
  'Rat',
  'Real',
  'Bool',
  'String',
  'Char',
  'List',
  'Array',
  'Option',
  'IO',
  'Unit',
  'Fin',
];

export const leanMonarch: Monaco.languages.IMonarchLanguage = {
  defaultToken: '',
  unicode: true,
  keywords: LEAN_KEYWORDS,
  tactics: LEAN_TACTICS,
  typeKeywords: LEAN_TYPES,
  brackets: [
    { open: '(', close: ')', token: 'delimiter.parenthesis' },
    { open: '[', close: ']', token: 'delimiter.square' },
    { open: '{', close: '}', token: 'delimiter.curly' },
    { open: '⟨', close: '⟩', token: 'delimiter.angle' },
  ],
  tokenizer: {
    root: [
      [/\/--?/, 'comment.doc', '@blockComment'],
      [/--.*$/, 'comment'],
      [/"/, 'string', '@string'],
      [/'(?:[^'\\\n]|\\(?:[\\'"ntr]|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}))'/, 'string.char'],
      [/#[a-z_]+/, 'keyword'],
      [/@\[/, 'annotation', '@attribute'],
      [
        /[\p{L}_][\p{L}\p{N}_'!?₀-₉ₐ-ₜ]*(?:\.[\p{L}_][\p{L}\p{N}_'!?₀-₉]*)*/u,
        {
          cases: {
            '@keywords': 'keyword',
            '@tactics': 'tactic',
            '@typeKeywords': 'type',
            '@default': 'identifier',
          },
        },
      ],
      [/0[xX][0-9a-fA-F_]+/, 'number.hex'],
      [/0[bB][01_]+/, 'number'],
      [/\d[\d_]*\.\d+(?:[eE][+-]?\d+)?/, 'number.float'],
      [/\d[\d_]*/, 'number'],
      [/[()[\]{}⟨⟩]/, '@brackets'],
      [/[→←↔∀∃¬∧∨≠≤≥◇λ×·∘∈∉⊂⊆∩∪ℕℤℚℝℂ⊢▸↦≡≃⟹⁻¹∑∏⊓⊔⊤⊥∣]/u, 'operator.unicode'],
      [/:=|=>|->|<-|<->|\|>|<\||[=<>+\-*/%^&|!~$:;,.]/, 'operator'],
      [/\s+/, 'white'],
    ],
    blockComment: [
      [/[^/-]+/, 'comment'],
      [/\/-/, 'comment', '@push'],
      [/-\//, 'comment', '@pop'],
      [/[/-]/, 'comment'],
    ],
    string: [
      [/[^\\"]+/, 'string'],
      [/\\./, 'string.escape'],
      [/"/, 'string', '@pop'],
    ],
    attribute: [
      [/\]/, 'annotation', '@pop'],
      [/[^\]]+/, 'annotation'],
    ],
  },
};

export const leanConfiguration: Monaco.languages.LanguageConfiguration = {
  comments: { lineComment: '--', blockComment: ['/-', '-/'] },
  brackets: [
    ['(', ')'],
    ['[', ']'],
    ['{', '}'],
    ['⟨', '⟩'],
  ],
  autoClosingPairs: [
    { open: '(', close: ')' },
    { open: '[', close: ']' },
    { open: '{', close: '}' },
    { open: '⟨', close: '⟩' },
    { open: '"', close: '"', notIn: ['string', 'comment'] },
    { open: '/-', close: ' -/', notIn: ['string'] },
  ],
  surroundingPairs: [
    { open: '(', close: ')' },
    { open: '[', close: ']' },
    { open: '{', close: '}' },
    { open: '⟨', close: '⟩' },
    { open: '"', close: '"' },
  ],
  wordPattern: /[\p{L}_][\p{L}\p{N}_'!?]*/u,
};

export function registerLeanLanguage(monaco: typeof Monaco): void {
  monaco.languages.register({ id: LEAN_LANGUAGE, extensions: ['.lean'], aliases: ['Lean 4', 'lean'] });
  monaco.languages.setMonarchTokensProvider(LEAN_LANGUAGE, leanMonarch);
  monaco.languages.setLanguageConfiguration(LEAN_LANGUAGE, leanConfiguration);
}

/** Inserted text that may end an abbreviation: one typed character, or Enter/Tab's whitespace. */
function looksTyped(text: string): boolean {
  return [...text].length <= 2 || /^\s+$/.test(text);
}

/**
 * Replace `\name` by its symbol as soon as the next typed character cannot extend it (space, tab,
 * enter, punctuation…), the way Lean's own editor does. One undo step takes the symbol back.
 */
export function attachLeanAbbreviations(
  monaco: typeof Monaco,
  editor: Monaco.editor.IStandaloneCodeEditor,
): Monaco.IDisposable {
  let applying = false;
  return editor.onDidChangeModelContent((e) => {
    if (applying || e.isUndoing || e.isRedoing || e.isFlush || e.changes.length !== 1) return;
    const change = e.changes[0]!;
    if (change.rangeLength !== 0 || change.text === '' || !looksTyped(change.text)) return;
    const model = editor.getModel();
    if (!model || model.getLanguageId() !== LEAN_LANGUAGE) return;
    const lineNumber = change.range.startLineNumber;
    const column = change.range.startColumn - 1;
    const before = model.getLineContent(lineNumber).slice(0, column);
    const r = expandOnType(before, column, change.text);
    if (!r) return;
    applying = true;
    try {
      const range = new monaco.Range(lineNumber, r.start + 1, lineNumber, r.start + 1 + r.length);
      editor.executeEdits('lean-abbreviation', [{ range, text: r.text, forceMoveMarkers: true }]);
      if (r.cursor !== r.text.length) {
        const col = r.start + 1 + r.cursor;
        editor.setSelection(new monaco.Selection(lineNumber, col, lineNumber, col));
      }
    } finally {
      applying = false;
    }
  });
}
