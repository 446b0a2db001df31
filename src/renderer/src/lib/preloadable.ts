/**
 * A component whose code is loaded on first use (React.lazy), or earlier by `load` (the idle
 * preload), and that renders straight away once its code is in. A plain React.lazy component
 * suspends on its first render even when its module is already loaded, and React, once it has shown
 * a Suspense fallback, keeps it for at least 300 ms: an editor preloaded at idle would still show
 * "Loading editor…" that long. Wrap it in Suspense as any lazy component.
 */
import { type ComponentType, createElement, lazy, useState } from 'react';

export interface Preloadable<P> {
  Component: ComponentType<P>;
  /** Loads the code (once; again after a failure). */
  load: () => Promise<unknown>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (err: unknown) => {
        pending = null; // the next use asks again
        throw err;
      },
    );
    return pending;
  };
  const Lazy = lazy(loadOnce);
  function Component(props: P) {
    // Decided once per mount: turning from the lazy element to the loaded one would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? createElement(Loaded, props) : createElement(Lazy, props);
  }
  return { Component, load: loadOnce };
}
