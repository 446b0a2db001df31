/**
 * The client's check of a custom Lean problem's `lhsText` / `rhsText` before it is queued, so a
 * text the platform would refuse never becomes a failed outbox entry. The rules are the
 * equational-theories vocabulary the platform uses (docs/spec-gaps.md, "Custom Lean problems"):
 *   equation := term [ = term ]     term := atom (◇ atom)*     atom := var | ( term )
 *   var := one lowercase ASCII letter; whitespace is free.
 * `◇` is the only magma operation: `*`, `·` and `∘` are refused with a hint to type `\diamond`.
 * The sandbox has its own parser of the same rules (src/sandbox/lean/magma.ts);
 * test/unit/shared/magmaCheck.test.ts checks that both accept and refuse the same texts at the same column.
 */
export type MagmaCheck = { ok: true } | { ok: false; column: number; message: string };

const OTHER_OPERATORS = new Set(['*', '·', '∘', '⋄', '∗']);

type Token = { ch: string; column: number };

export function checkMagmaText(text: string): MagmaCheck {
  const chars = [...text];
  const tokens: Token[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const column = i + 1;
    if (/\s/.test(ch)) continue;
    if (/^[a-z]$/.test(ch)) {
      const next = chars[i + 1];
      if (next !== undefined && /^[A-Za-z0-9_']$/.test(next))
        return { ok: false, column, message: 'variables are single lowercase letters' };
    } else if (OTHER_OPERATORS.has(ch)) {
      return {
        ok: false,
        column,
        message: `"${ch}" is not the magma operation: use ◇ (type \\diamond and a space)`,
      };
    } else if (!'◇()='.includes(ch)) {
      return { ok: false, column, message: `unexpected character "${ch}"` };
    }
    tokens.push({ ch, column });
  }
  if (tokens.length === 0) return { ok: false, column: 1, message: 'empty term' };

  const end = chars.length + 1;
  let pos = 0;
  const failAt = (message: string): MagmaCheck => ({
    ok: false,
    column: tokens[pos]?.column ?? end,
    message,
  });
  const unexpected = () => {
    const t = tokens[pos];
    return failAt(t ? `unexpected "${t.ch}"` : 'unexpected end of input');
  };
  // Each returns null when it parsed, or the first problem.
  const atom = (): MagmaCheck | null => {
    const t = tokens[pos];
    if (t && /^[a-z]$/.test(t.ch)) {
      pos++;
      return null;
    }
    if (t?.ch !== '(') return unexpected();
    pos++;
    const inner = term();
    if (inner) return inner;
    if (tokens[pos]?.ch !== ')') return failAt('expected ")"');
    pos++;
    return null;
  };
  const term = (): MagmaCheck | null => {
    const first = atom();
    if (first) return first;
    while (tokens[pos]?.ch === '◇') {
      pos++;
      const next = atom();
      if (next) return next;
    }
    return null;
  };
  const left = term();
  if (left) return left;
  if (tokens[pos]?.ch === '=') {
    pos++;
    const right = term();
    if (right) return right;
  }
  if (pos < tokens.length) return unexpected();
  return { ok: true };
}
