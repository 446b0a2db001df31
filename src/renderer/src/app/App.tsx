import { HashRouter } from 'react-router';
import { QueryProvider } from '../stores/query';
import { AppRoutes } from './routes';

/** Hash routing: the renderer is loaded from a file in Electron and from one path in serve mode. */
export function App() {
  return (
    <QueryProvider>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </QueryProvider>
  );
}
