/** A tiny Monarch language for cheatsheets: plain text with `{{equation1}}` / `{{equation2}}`. */
import type * as Monaco from 'monaco-editor/editor/editor.api';

export const CHEATSHEET_LANGUAGE = 'cheatsheet';

/** The placeholders the platform fills in for each problem. */
export const CHEATSHEET_PLACEHOLDERS = ['{{equation1}}', '{{equation2}}'] as const;

export function registerCheatsheetLanguage(monaco: typeof Monaco): void {
  monaco.languages.register({ id: CHEATSHEET_LANGUAGE });
  monaco.languages.setMonarchTokensProvider(CHEATSHEET_LANGUAGE, {
    defaultToken: '',
    tokenizer: {
      root: [
        [/\{\{equation[12]\}\}/, 'placeholder'],
        // Anything else in double braces is probably a typo of a placeholder.
        [/\{\{[^{}\n]*\}\}/, 'placeholder.unknown'],
        [/[^{]+/, ''],
        [/\{/, ''],
      ],
    },
  });
  monaco.languages.setLanguageConfiguration(CHEATSHEET_LANGUAGE, {
    brackets: [],
    autoClosingPairs: [],
    wordPattern: /[^\s{}]+/,
  });
}
