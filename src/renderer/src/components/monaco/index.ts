/**
 * Monaco for the workbench: bundled, offline, themed, reusable by every feature. The editors are
 * loaded on first use, or earlier while the page is idle (`editorPreloads`), so Monaco's few
 * megabytes are not in the script the first screen runs; once loaded they render at once
 * (lib/preloadable.ts).
 * For the Monaco API itself, import './setup' (that module loads Monaco eagerly).
 */
import { createElement, Suspense } from 'react';
import { preloadable } from '../../lib/preloadable';
import { startWorkerEarly } from './editorWorker';
import type { CodeEditorProps, DiffViewProps } from './types';

const LoadedCodeEditor = preloadable<CodeEditorProps>(async () => (await import('./CodeEditor')).default);
const LoadedDiffView = preloadable<DiffViewProps>(async () => (await import('./DiffView')).default);

/**
 * Steps that load the editors ahead of use, one per idle moment: Monaco's worker started on its
 * own thread, then Monaco and the editor (fetched, compiled and run: the longest step), then the
 * diff view. After them an editor opens without "Loading editor…".
 */
export const editorPreloads: readonly (() => Promise<unknown>)[] = [
  async () => startWorkerEarly(),
  LoadedCodeEditor.load,
  LoadedDiffView.load,
];

function fallback(height: number | string | undefined, label: string) {
  return createElement(
    'div',
    { className: 'code-editor code-editor--loading', style: { height: height ?? 360, padding: 8 } },
    createElement('span', { className: 'muted' }, label),
  );
}

/** Monaco as a controlled text field; Lean abbreviations for `lean4`; Ctrl/Cmd+S → onSave. */
export function CodeEditor(props: CodeEditorProps) {
  return createElement(
    Suspense,
    { fallback: fallback(props.height, 'Loading editor…') },
    createElement(LoadedCodeEditor.Component, props),
  );
}

/** Two versions side by side (Monaco's diff editor). */
export function DiffView(props: DiffViewProps) {
  return createElement(
    Suspense,
    { fallback: fallback(props.height, 'Loading comparison…') },
    createElement(LoadedDiffView.Component, props),
  );
}

export { CHEATSHEET_LANGUAGE, CHEATSHEET_PLACEHOLDERS } from './cheatsheetLanguage';
export { expandAtCursor, expandOnType, LEAN_ABBREVIATIONS } from './leanAbbreviations';
export { DARK_THEME, LIGHT_THEME } from './themeNames';
export { type CodeEditorProps, type DiffViewProps, type EditorMarker, markerFromMessage } from './types';
export { useColorScheme } from './useColorScheme';
export const LEAN_LANGUAGE = 'lean4';
