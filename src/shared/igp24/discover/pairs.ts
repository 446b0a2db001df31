/** The words of the discovery search's pairs, apart from the maths (the app's form reads them). */

/** A pair as the search names it: `24T<t>:r`. */
export const PAIR = /^24T([1-9][0-9]{0,4}):(0|[1-9][0-9]?)$/;
/** A label alone: `24T<t>`. */
export const LABEL = /^24T([1-9][0-9]{0,4})$/;
/** What may be aimed at: a pair, or a label alone (every r its group allows). */
export const TARGET = /^24T[1-9][0-9]{0,4}(:(0|[1-9][0-9]?))?$/;

/** Targets typed as a list (commas or white space between): all of them, or the first that is neither a pair nor a label. */
export function parseTargetList(text: string): { targets: string[] } | { bad: string } {
  const tokens = text.split(/[\s,]+/).filter(Boolean);
  const bad = tokens.find((t) => !TARGET.test(t));
  return bad === undefined ? { targets: [...new Set(tokens)] } : { bad };
}
