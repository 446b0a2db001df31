/**
 * Loaded with `node --import` before the packed main process: `electron`, from import and from
 * require alike, is the stand-in next to this file. Every other module resolves as Node resolves
 * it, from the extracted package only.
 */
import { registerHooks } from 'node:module';

const standIn = new URL('./electron.mjs', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'electron') return { url: standIn, format: 'module', shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
