/**
 * Serve mode's built entry (out/serve/serve.js): turns on Node's compile cache, then loads the host
 * (src/serve/cli.ts, bundled beside this file as host.js). The host is one 4 MB bundle; a cache
 * turned on from inside it would come too late for the bundle itself, which Node compiled before
 * running a line of it (about 50 ms of every start).
 */
import { turnOnCompileCache } from '../cli/compileCache';

turnOnCompileCache('participant-workbench-serve');
// Not a literal: the bundler must leave the host in its own file, loaded from the cache.
const host = './host.js';
await import(host);
