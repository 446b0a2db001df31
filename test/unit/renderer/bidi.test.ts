/**
 * Platform text with bidi controls (docs/renderer.md, "Platform text"): `closeBidi` closes what a
 * string leaves open, so an isolate around it ends where the string ends.
 */
import { describe, expect, it } from 'vitest';
import { closeBidi, isolatedText } from '../../../src/renderer/src/lib/bidi';

const [LRE, RLE, PDF, LRO, RLO] = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'];
const [LRI, RLI, FSI, PDI] = ['\u2066', '\u2067', '\u2068', '\u2069'];

describe('closeBidi', () => {
  it('leaves text without controls, or with every one closed, as it is', () => {
    expect(closeBidi('Équipe Fermat')).toBe('Équipe Fermat');
    expect(closeBidi(`a${RLO}b${PDF}c${LRI}d${PDI}`)).toBe(`a${RLO}b${PDF}c${LRI}d${PDI}`);
    expect(closeBidi('a\u200Fb')).toBe('a\u200Fb');
  });

  it('closes open embeddings, overrides and isolates, innermost first', () => {
    expect(closeBidi(`Eve ${RLO}live`)).toBe(`Eve ${RLO}live${PDF}`);
    expect(closeBidi(`x${RLO}y${LRI}z`)).toBe(`x${RLO}y${LRI}z${PDI}${PDF}`);
    expect(closeBidi(`${FSI}${LRE}${RLE}${LRO}${RLI}`)).toBe(
      `${FSI}${LRE}${RLE}${LRO}${RLI}${PDI}${PDF}${PDF}${PDF}${PDI}`,
    );
  });

  it('matches closers as the bidi algorithm does', () => {
    // A PDI closes its isolate and the embeddings opened inside it.
    expect(closeBidi(`${LRI}a${RLO}b${PDI}`)).toBe(`${LRI}a${RLO}b${PDI}`);
    // A PDF never closes an isolate; an unmatched closer closes nothing.
    expect(closeBidi(`${RLI}a${PDF}`)).toBe(`${RLI}a${PDF}${PDI}`);
    expect(closeBidi(`${PDI}${PDF}${RLO}`)).toBe(`${PDI}${PDF}${RLO}${PDF}`);
  });

  it('isolatedText: an isolate of plain text for options and tooltips', () => {
    expect(isolatedText(`Eve ${RLO}live`)).toBe(`${FSI}Eve ${RLO}live${PDF}${PDI}`);
  });
});
