// First: zod's eval probe off before any schema could be built (see the module).
import './lib/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so feature styles imported by the app can refine them.
import './styles/theme.css';
import './styles/base.css';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
