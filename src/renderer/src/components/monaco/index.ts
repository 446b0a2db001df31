/**
 * Monaco for the workbench: bundled, offline, themed, reusable by every feature. The editors are
 * loaded on first use (React.lazy), so Monaco's few megabytes are not parsed at app start.
 * For the Monaco API itself, import './setup' (that module loads Monaco eagerly).
 */
import { createElement, lazy, Suspense } from 'react';
import type { CodeEditorProps, DiffViewProps } from './types';

const LazyCodeEditor = lazy(() => import('./CodeEditor'));
const LazyDiffView = lazy(() => import('./DiffView'));

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
    createElement(LazyCodeEditor, props),
  );
}

/** Two versions side by side (Monaco's diff editor). */
export function DiffView(props: DiffViewProps) {
  return createElement(
    Suspense,
    { fallback: fallback(props.height, 'Loading comparison…') },
    createElement(LazyDiffView, props),
  );
}

export { CHEATSHEET_LANGUAGE, CHEATSHEET_PLACEHOLDERS } from './cheatsheetLanguage';
export { expandAtCursor, expandOnType, LEAN_ABBREVIATIONS } from './leanAbbreviations';
export { DARK_THEME, LIGHT_THEME } from './themeNames';
export { type CodeEditorProps, type DiffViewProps, type EditorMarker, markerFromMessage } from './types';
export { useColorScheme } from './useColorScheme';
export const LEAN_LANGUAGE = 'lean4';
