/**
 * Pages loaded when first opened (React.lazy), so the script the first screen runs holds only
 * what it draws: no editor (Monaco), charts (recharts), graph layout (dagre) or IGP24 workbench.
 * Every loader is also kept for `pageLoaders()`: once the first screen is drawn, they are all
 * loaded while the page is idle (preloadAtIdle.ts), so opening a page later waits for nothing.
 * The Suspense boundary the pages wait in is the Shell's, around its outlet.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/** `name` of the module `load` imports, as a lazy component. */
/** A page component, whatever props it takes (React's own `lazy` is typed so). */
// biome-ignore lint/suspicious/noExplicitAny: the props of each page are kept by M[K]
type Page = ComponentType<any>;

export function lazyPage<M extends Record<K, Page>, K extends string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  loaders.push(load);
  return lazy(async () => ({ default: (await load())[name] }));
}

/** The loaders of every lazy page, in the order they were declared. */
export function pageLoaders(): readonly (() => Promise<unknown>)[] {
  return loaders;
}
