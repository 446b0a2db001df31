// First: serve mode's first reads on their way before anything else is evaluated (see the module).
import './earlyReads';
// Then zod's eval probe off before any schema could be built (see the module).
import './lib/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so feature styles imported by the app can refine them.
import './styles/theme.css';
import './styles/base.css';
import { App } from './app/App';
import { FIRST_SCREEN, FIRST_SCREEN_READS, opensWithoutPage } from './app/firstScreen';
import { queryClient, startReads } from './stores/query';

/** The longest the first draw waits for the first screen's reads. */
const FIRST_DRAW_WAIT_MS = 50;

// Opened without a page (the address serve mode printed, the desktop window): the first screen's
// address at once, so its reads are sent with the first render, not after the router's redirect
// from "/" (another render and effect; the redirect stays for a "#/" typed later).
if (opensWithoutPage(window.location.hash))
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}#${FIRST_SCREEN}`,
  );

// The first screen's reads are on their way while React draws it (its queries join them).
const firstReads =
  window.location.hash === `#${FIRST_SCREEN}` ? startReads(queryClient, FIRST_SCREEN_READS) : null;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const draw = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// Serve mode has most often answered the first reads while this script was evaluated: waiting for
// them (a few ms of the answers' own tasks) draws the first screen once, with its rows, instead of
// an empty screen and then the rows a render later. Never long: a slower answer draws without it.
if (firstReads)
  void Promise.race([firstReads, new Promise((r) => setTimeout(r, FIRST_DRAW_WAIT_MS))]).then(draw);
else draw();
