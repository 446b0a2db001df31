/**
 * Custom Lean problems (sandbox stand-in for the platform's parser, docs/sandbox.md): `lhsText` and
 * `rhsText` are magma terms over
 *   term := var | term ◇ term | ( term )      var := one lowercase ASCII letter
 * or magma equations `term = term` (the platform's problems pair two equational laws, like the
 * Stage 1 `equation1`/`equation2`). `◇` is left-associative for display; whitespace is free.
 */
export type MagmaParse = { ok: true; normalized: string } | { ok: false; column: number; message: string };

type Tok = { kind: 'var' | 'op' | 'lp' | 'rp' | 'eq'; text: string; column: number };

function tokenize(text: string): Tok[] | { column: number; message: string } {
  const out: Tok[] = [];
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const column = i + 1;
    if (/\s/.test(ch)) continue;
    if (/^[a-z]$/.test(ch)) {
      if (chars[i + 1] !== undefined && /^[A-Za-z0-9_']$/.test(chars[i + 1]!)) {
        return { column, message: 'variables are single lowercase letters' };
      }
      out.push({ kind: 'var', text: ch, column });
    } else if (ch === '◇') out.push({ kind: 'op', text: ch, column });
    else if (ch === '(') out.push({ kind: 'lp', text: ch, column });
    else if (ch === ')') out.push({ kind: 'rp', text: ch, column });
    else if (ch === '=') out.push({ kind: 'eq', text: ch, column });
    else if (ch === '*') return { column, message: 'unexpected character "*": the magma operation is ◇' };
    else return { column, message: `unexpected character "${ch}"` };
  }
  return out;
}

export function parseMagma(text: string): MagmaParse {
  const toks = tokenize(text);
  if (!Array.isArray(toks)) return { ok: false, ...toks };
  if (toks.length === 0) return { ok: false, column: 1, message: 'empty term' };
  let pos = 0;
  const end = [...text].length + 1;
  const fail = (message: string): never => {
    throw { column: toks[pos]?.column ?? end, message };
  };
  // term := atom (◇ atom)*   atom := var | ( term )
  const atom = (): string => {
    const t = toks[pos];
    if (t?.kind === 'var') {
      pos++;
      return t.text;
    }
    if (t?.kind === 'lp') {
      pos++;
      const inner = term();
      if (toks[pos]?.kind !== 'rp') fail('expected ")"');
      pos++;
      return inner.includes('◇') ? `(${inner})` : inner;
    }
    return fail(t ? `unexpected "${t.text}"` : 'unexpected end of input');
  };
  const term = (): string => {
    let acc = atom();
    while (toks[pos]?.kind === 'op') {
      pos++;
      acc = `${acc} ◇ ${atom()}`;
    }
    return acc;
  };
  try {
    let normalized = term();
    if (toks[pos]?.kind === 'eq') {
      pos++;
      normalized = `${normalized} = ${term()}`;
    }
    if (pos < toks.length) fail(`unexpected "${toks[pos]!.text}"`);
    return { ok: true, normalized };
  } catch (e) {
    const err = e as { column: number; message: string };
    return { ok: false, column: err.column, message: err.message };
  }
}
