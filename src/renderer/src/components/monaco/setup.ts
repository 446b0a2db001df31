/**
 * Monaco, bundled: the core editor API, its editor features (find, bracket matching, folding,
 * diff…) and the one web worker it needs, all from the local `monaco-editor` package. Nothing is
 * fetched from a CDN, so the editor works offline and under the app's CSP (`script-src 'self'`,
 * `worker-src 'self' blob:`). No language services (TypeScript, JSON…) and no language workers:
 * the workbench only needs its own two Monarch languages, registered here.
 *
 * Import this module (or anything from ./index) before rendering an editor.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/register.all';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { registerCheatsheetLanguage } from './cheatsheetLanguage';
import { registerLeanLanguage } from './lean';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

self.MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

import { DARK_THEME, LIGHT_THEME } from './themeNames';

export { DARK_THEME, LIGHT_THEME };

let done = false;

/** Idempotent: languages, themes and the loader are set up once per page. */
export function setupMonaco(): typeof monaco {
  if (done) return monaco;
  done = true;
  registerLeanLanguage(monaco);
  registerCheatsheetLanguage(monaco);
  monaco.editor.defineTheme(LIGHT_THEME, {
    base: 'vs',
    inherit: true,
    rules: [
      { token: 'keyword', foreground: '0b4fb3', fontStyle: 'bold' },
      { token: 'tactic', foreground: '7a3e9d' },
      { token: 'type', foreground: '1a7f5a' },
      { token: 'operator.unicode', foreground: 'b54708' },
      { token: 'placeholder', foreground: '2f5fd0', fontStyle: 'bold' },
      { token: 'placeholder.unknown', foreground: 'c62828', fontStyle: 'underline' },
    ],
    colors: {
      'editor.background': '#ffffff',
      'editorLineNumber.foreground': '#8a909c',
      'editorBracketMatch.border': '#2f6fed',
    },
  });
  monaco.editor.defineTheme(DARK_THEME, {
    base: 'vs-dark',
    inherit: true,
    rules: [
      { token: 'keyword', foreground: '7aa3f2', fontStyle: 'bold' },
      { token: 'tactic', foreground: 'c792ea' },
      { token: 'type', foreground: '4cc2a0' },
      { token: 'operator.unicode', foreground: 'f08a3c' },
      { token: 'placeholder', foreground: '7aa3f2', fontStyle: 'bold' },
      { token: 'placeholder.unknown', foreground: 'f06b6b', fontStyle: 'underline' },
    ],
    colors: {
      'editor.background': '#1e2024',
      'editorLineNumber.foreground': '#737a86',
      'editorBracketMatch.border': '#7aa7ff',
    },
  });
  // @monaco-editor/react would otherwise load Monaco from a CDN.
  loader.config({ monaco });
  return monaco;
}

export { monaco };
