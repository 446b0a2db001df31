/**
 * Stand-in for the platform's Lean 4 parser (sandbox guess, docs/sandbox.md): the sandbox cannot
 * run Lean, so it only rejects source with
 * - unbalanced or mismatched brackets among () [] {} ⟨⟩,
 * - an unterminated block comment `/- ... -/` (block comments nest),
 * - an unterminated string literal "...".
 * Line comments (`-- ...`) and the contents of comments and strings are ignored.
 */
export interface LeanSourceProblem {
  line: number;
  column: number;
  message: string;
}

const OPEN: Record<string, string> = { '(': ')', '[': ']', '{': '}', '⟨': '⟩' };
const CLOSE: Record<string, string> = { ')': '(', ']': '[', '}': '{', '⟩': '⟨' };

export function checkLeanSource(source: string): LeanSourceProblem | null {
  const chars = [...source];
  const stack: { ch: string; line: number; column: number }[] = [];
  let line = 1;
  let column = 1;
  let i = 0;
  const advance = () => {
    if (chars[i] === '\n') {
      line++;
      column = 1;
    } else column++;
    i++;
  };
  while (i < chars.length) {
    const ch = chars[i]!;
    const next = chars[i + 1];
    if (ch === '-' && next === '-') {
      while (i < chars.length && chars[i] !== '\n') advance();
      continue;
    }
    if (ch === '/' && next === '-') {
      const start = { line, column };
      let depth = 0;
      let closed = false;
      while (i < chars.length) {
        if (chars[i] === '/' && chars[i + 1] === '-') {
          depth++;
          advance();
          advance();
        } else if (chars[i] === '-' && chars[i + 1] === '/') {
          depth--;
          advance();
          advance();
          if (depth === 0) {
            closed = true;
            break;
          }
        } else advance();
      }
      if (!closed) {
        return { ...start, message: 'unterminated block comment "/-" (missing "-/")' };
      }
      continue;
    }
    if (ch === '"') {
      const start = { line, column };
      advance();
      let closed = false;
      while (i < chars.length) {
        if (chars[i] === '\\') {
          advance();
          if (i < chars.length) advance();
        } else if (chars[i] === '"') {
          advance();
          closed = true;
          break;
        } else advance();
      }
      if (!closed) return { ...start, message: 'unterminated string literal' };
      continue;
    }
    if (OPEN[ch] !== undefined) {
      stack.push({ ch, line, column });
    } else if (CLOSE[ch] !== undefined) {
      const top = stack.pop();
      if (!top) return { line, column, message: `unexpected "${ch}" without a matching "${CLOSE[ch]}"` };
      if (top.ch !== CLOSE[ch]) {
        return {
          line,
          column,
          message: `"${ch}" does not match "${top.ch}" opened at ${top.line}:${top.column}`,
        };
      }
    }
    advance();
  }
  const open = stack.pop();
  if (open) {
    return { line: open.line, column: open.column, message: `"${open.ch}" is never closed` };
  }
  return null;
}

export function describeProblem(p: LeanSourceProblem): string {
  return `Lean source invalid at ${p.line}:${p.column}: ${p.message}.`;
}
