/**
 * Monaco, bundled: the core editor API, its editor features (find, bracket matching, folding,
 * diff…) and the one web worker it needs, all from the local `monaco-editor` package. Nothing is
 * fetched from a CDN, so the editor works offline and under the app's CSP (`script-src 'self'`,
 * `worker-src 'self'`: the worker is a bundled file, never a blob: URL). No language services
 * (TypeScript, JSON…) and no language workers: the workbench only needs its own two Monarch
 * languages, registered here.
 *
 * Import this module (or anything from ./index) before rendering an editor.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/features/register.all';
import { registerCheatsheetLanguage } from './cheatsheetLanguage';
import { editorWorker } from './editorWorker';
import { registerLeanLanguage } from './lean';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

self.MonacoEnvironment = {
  getWorker: editorWorker,
};

import { DARK_THEME, LIGHT_THEME } from './themeNames';

export { DARK_THEME, LIGHT_THEME };

let done = false;

interface Palette {
  keyword: string;
  tactic: string;
  type: string;
  unicode: string;
  placeholder: string;
  unknown: string;
  background: string;
  lineNumber: string;
  bracket: string;
}

/** The light and dark themes differ only in their colours. */
function workbenchTheme(base: 'vs' | 'vs-dark', c: Palette): monaco.editor.IStandaloneThemeData {
  return {
    base,
    inherit: true,
    rules: [
      { token: 'keyword', foreground: c.keyword, fontStyle: 'bold' },
      { token: 'tactic', foreground: c.tactic },
      { token: 'type', foreground: c.type },
      { token: 'operator.unicode', foreground: c.unicode },
      { token: 'placeholder', foreground: c.placeholder, fontStyle: 'bold' },
      { token: 'placeholder.unknown', foreground: c.unknown, fontStyle: 'underline' },
    ],
    colors: {
      'editor.background': c.background,
      'editorLineNumber.foreground': c.lineNumber,
      'editorBracketMatch.border': c.bracket,
    },
  };
}

/** Idempotent: languages, themes and the loader are set up once per page. */
export function setupMonaco(): typeof monaco {
  if (done) return monaco;
  done = true;
  registerLeanLanguage(monaco);
  registerCheatsheetLanguage(monaco);
  monaco.editor.defineTheme(
    LIGHT_THEME,
    workbenchTheme('vs', {
      keyword: '0b4fb3',
      tactic: '7a3e9d',
      type: '1a7f5a',
      unicode: 'b54708',
      placeholder: '2f5fd0',
      unknown: 'c62828',
      background: '#ffffff',
      lineNumber: '#8a909c',
      bracket: '#2f6fed',
    }),
  );
  monaco.editor.defineTheme(
    DARK_THEME,
    workbenchTheme('vs-dark', {
      keyword: '7aa3f2',
      tactic: 'c792ea',
      type: '4cc2a0',
      unicode: 'f08a3c',
      placeholder: '7aa3f2',
      unknown: 'f06b6b',
      background: '#1e2024',
      lineNumber: '#737a86',
      bracket: '#7aa7ff',
    }),
  );
  // @monaco-editor/react would otherwise load Monaco from a CDN.
  loader.config({ monaco });
  return monaco;
}

export { monaco };
