// @vitest-environment happy-dom
/**
 * A component loaded on first use or ahead of it (src/renderer/src/lib/preloadable.ts): before its
 * code is in it waits in Suspense; once `load` has run (the idle preload), a new one renders at
 * once, with no fallback; one load for both; a failed load is tried again.
 */
import { act, type ComponentType, createElement, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from '../../../src/renderer/src/lib/preloadable';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const roots: { root: Root; el: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, el } of roots.splice(0)) {
    act(() => root.unmount());
    el.remove();
  }
});

/** Renders `<Suspense fallback="waiting"><C text=…/></Suspense>` and answers what is on screen. */
function render(C: ComponentType<{ text: string }>): { html: () => string } {
  const el = document.createElement('div');
  document.body.append(el);
  const root = createRoot(el);
  roots.push({ root, el });
  act(() => {
    root.render(createElement(Suspense, { fallback: 'waiting' }, createElement(C, { text: 'the editor' })));
  });
  return { html: () => el.innerHTML };
}

function Shown({ text }: { text: string }) {
  return createElement('p', null, text);
}

describe('preloadable', () => {
  it('waits in Suspense before its code is in, then shows it', async () => {
    let loads = 0;
    let arrive = () => {};
    const c = preloadable(
      () =>
        new Promise<typeof Shown>((resolve) => {
          loads++;
          arrive = () => resolve(Shown);
        }),
    );
    const view = render(c.Component);
    expect(view.html()).toBe('waiting');
    await act(async () => arrive());
    expect(view.html()).toBe('<p>the editor</p>');
    expect(loads).toBe(1);
  });

  it('once loaded ahead of use, renders at once: no fallback, no second load', async () => {
    let loads = 0;
    const c = preloadable(async () => {
      loads++;
      return Shown;
    });
    await c.load();
    const view = render(c.Component);
    // Synchronously, within the first commit: a React.lazy component would show "waiting" here.
    expect(view.html()).toBe('<p>the editor</p>');
    await c.load();
    expect(loads).toBe(1);
  });

  it('a load that failed is tried again by the next use', async () => {
    let loads = 0;
    const c = preloadable(async () => {
      loads++;
      if (loads === 1) throw new Error('chunk not found');
      return Shown;
    });
    await expect(c.load()).rejects.toThrow('chunk not found');
    await c.load();
    expect(loads).toBe(2);
    expect(render(c.Component).html()).toBe('<p>the editor</p>');
  });
});
