/**
 * No list walk in src/ bypasses the pager (src/core/api/pagination.ts): a file that follows
 * `nextCursor` (assigns it to the next request's cursor, or `continue`s a loop on it) must walk
 * with `paginate()` / `pages()` or guard its loop with `PageGuard`, which stop on a repeated
 * cursor, at the page cap and when the caller has gone. The sandbox is the server side (it makes
 * cursors) and is not scanned.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Walks that stay outside the pager, each with the reason it cannot page forever. */
const ALLOWED: Record<string, string> = {
  // Outbox reconciliation after an unanswered create (reconcileSince, the one scan): at most
  // RECONCILE_PAGES (or 50 comment pages) and it stops at the first match, so a repeated cursor
  // costs a bounded number of reads; stopping with PAGING_STOPPED there would turn a search into
  // a failed write.
  'src/core/outbox/reconcile.ts': 'bounded by RECONCILE_PAGES and 50 comment pages',
  // Not a loop: each further page is the user's "load more"; it refuses a cursor it has seen.
  'src/renderer/src/stores/query/useContractPages.ts': 'one page per user action, repeat refused',
  // Not a loop either: the table's Next button moves one page per click.
  'src/renderer/src/components/CursorPager.tsx': 'one page per click',
};

const ROOT = join(__dirname, '..', '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path.endsWith(join('src', 'sandbox')) ? [] : sources(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** `cursor = page.nextCursor`, `x = o.all ? page.nextCursor : null`, not `nextCursor: …` or `!==`. */
const FOLLOWS_BY_ASSIGNMENT = /(?<![=!<>:])=(?!=)[^;\n]*\.nextCursor\b/;
/** `if (page.nextCursor !== null) { … continue; }` */
const FOLLOWS_BY_CONTINUE = /\.nextCursor\s*!==?\s*null\s*\)\s*\{[^}]*\bcontinue\b/;
const USES_PAGER = /\b(paginate|pages)\(|\bnew PageGuard\(/;

function bypasses(text: string): boolean {
  return (FOLLOWS_BY_ASSIGNMENT.test(text) || FOLLOWS_BY_CONTINUE.test(text)) && !USES_PAGER.test(text);
}

describe('list walks', () => {
  it('recognises a loop that follows nextCursor without the pager', () => {
    expect(bypasses('do { const p = await get(cursor); cursor = p.nextCursor; } while (cursor);')).toBe(true);
    expect(bypasses('if (page.nextCursor !== null) {\n wait = 1;\n continue;\n}')).toBe(true);
    expect(bypasses('return { items: page.items, nextCursor: page.nextCursor };')).toBe(false);
    expect(bypasses('for await (const x of paginate(read, id)) cursor = p.nextCursor;')).toBe(false);
  });

  it('every walk in src/ goes through the pager, or is on the commented allow-list', () => {
    const offenders = sources(join(ROOT, 'src'))
      .map((file) => relative(ROOT, file).split('\\').join('/'))
      .filter((file) => !file.endsWith('core/api/pagination.ts') && !(file in ALLOWED))
      .filter((file) => bypasses(readFileSync(join(ROOT, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the allow-list names only files that still walk by hand', () => {
    for (const file of Object.keys(ALLOWED)) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      expect(FOLLOWS_BY_ASSIGNMENT.test(text) || FOLLOWS_BY_CONTINUE.test(text), file).toBe(true);
    }
  });
});
