/**
 * Serve mode's built entry (out/serve/serve.js): turns on Node's compile cache, then loads the host
 * (src/serve/cli.ts, bundled beside this file as host.js), which loads the core (core.js, 2.8 MB)
 * once the page is on its way. A cache turned on from inside the host would come too late for the
 * host itself, which Node compiles before running a line of it.
 */
import { turnOnCompileCache } from '../cli/compileCache';

turnOnCompileCache('participant-workbench-serve');
// Not a literal: the bundler must leave the host in its own file, loaded from the cache.
const host = './host.js';
await import(host);
