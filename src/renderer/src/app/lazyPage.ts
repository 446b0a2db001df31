/**
 * Pages loaded when first opened (lib/preloadable.ts), so the script the first screen runs holds only
 * what it draws: no editor (Monaco), charts (recharts), graph layout (dagre) or IGP24 workbench.
 * Every loader is also kept for `pageLoaders()`: once the first screen is drawn, they are all
 * loaded while the page is idle (preloadAtIdle.ts), so opening a page later waits for nothing.
 * The Suspense boundary the pages wait in is the Shell's, around its outlet.
 */
import type { ComponentType } from 'react';
import { preloadable } from '../lib/preloadable';

const loaders: (() => Promise<unknown>)[] = [];

/** A page component, whatever props it takes (React's own `lazy` is typed so). */
// biome-ignore lint/suspicious/noExplicitAny: the props of each page are kept by M[K]
type Page = ComponentType<any>;

/** `name` of the module `load` imports, as a component loaded on first use. */
export function lazyPage<M extends Record<K, Page>, K extends string>(load: () => Promise<M>, name: K): M[K] {
  const page = preloadable(async () => (await load())[name]);
  loaders.push(page.load);
  return page.Component as M[K];
}

/** The loaders of every lazy page, in the order they were declared. */
export function pageLoaders(): readonly (() => Promise<unknown>)[] {
  return loaders;
}
