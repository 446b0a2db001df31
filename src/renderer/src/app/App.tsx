import { useEffect } from 'react';
import { HashRouter } from 'react-router';
import { QueryProvider } from '../stores/query';
import { useStatusStore } from '../stores/statusStore';
import { AppRoutes } from './routes';

/** Hash routing: the renderer is loaded from a file in Electron and from one path in serve mode. */
export function App() {
  const start = useStatusStore((s) => s.start);
  useEffect(() => start(), [start]);
  return (
    <QueryProvider>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </QueryProvider>
  );
}
