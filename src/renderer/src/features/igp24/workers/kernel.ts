/**
 * The kernel a worker factors with, turned on when the worker loads: the command line's
 * WebAssembly kernel (the CSP grants 'wasm-unsafe-eval' for it), so the app and
 * `workbench igp24 check` run the same code; where it cannot compile, the JavaScript path.
 */
import { enableDdfKernel } from '../../../../../shared/igp24/factor/ddfKernel';
import type { Kernel } from '../checkPool';

export const kernel: Kernel = enableDdfKernel() ? 'webassembly' : 'javascript';
