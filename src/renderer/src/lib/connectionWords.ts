import { isolatedText } from './bidi';

/**
 * A connection as a picker lists it: its name, and "(Sandbox)" where the name does not already
 * say so (the built-in one is called "Sandbox": "Sandbox (Sandbox)" said it twice). One string for
 * an `<option>`, so a name with bidi controls is isolated from the words after it.
 */
export function connectionLabel(c: { name: string; kind: string }): string {
  if (c.kind !== 'sandbox' || /\bsandbox\b/i.test(c.name)) return c.name;
  return `${isolatedText(c.name)} (Sandbox)`;
}
