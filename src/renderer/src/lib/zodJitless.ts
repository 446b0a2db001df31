/**
 * zod decides once, when its first object schema is built, whether it may compile fast parsers
 * with `new Function`, and probes by trying it. Under the renderer's CSP (`script-src 'self'`, no
 * 'unsafe-eval') that probe is a reported CSP violation on every load, even though zod catches
 * the error. The renderer keeps zod out of its imports (it takes only zod-free parts of
 * src/shared), but should a schema ever be bundled, this turns the probe off first. Only zod's
 * tiny config module is bundled for it. Must be the first import of main.tsx.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
