import { useSyncExternalStore } from 'react';

const query = () => window.matchMedia('(prefers-color-scheme: dark)');

function subscribe(onChange: () => void): () => void {
  const mq = query();
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** The OS colour scheme, like the rest of the app (theme.css follows prefers-color-scheme). */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => (query().matches ? 'dark' : 'light'),
    () => 'light',
  );
}
