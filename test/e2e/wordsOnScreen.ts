/**
 * What every page of test/e2e/everyPage.test.ts must not show (docs/renderer.md, "Words on screen"):
 *
 * - an internal ID where a name exists: a visible table cell, heading or definition whose whole
 *   text is an ID (`cni_s1_0002`), a long hexadecimal run, or a raw kebab- or snake-case string
 *   (`igp24-polynomial`, `mixed_disc`);
 * - a column header or form label that is (or holds) a raw field name: camelCase (`lhsText`),
 *   snake_case, dotted (`meta.description`) or a bare "Id";
 * - a table wider than its card.
 *
 * An ID shown on purpose, as an ID people copy or type elsewhere (a submission ID, a commit hash,
 * the competition ID in the address), sits in an element marked `data-id-text`; its text is left
 * out. So are buttons (a "Copy" beside an ID is not a name for it) and whatever is not visible.
 * Each check runs in the page and returns what it found, in words, for the failure message.
 */
import type { Page } from 'playwright-core';

export interface Finding {
  check: 'id-text' | 'field-name' | 'wide-table';
  /** Where: the element's tag and a few of its classes. */
  where: string;
  text: string;
}

/** Patterns kept as sources: they travel into the page. */
export const ID_PATTERNS = {
  /** Prefixed platform and sandbox IDs: `cni_s1_0002`, `sub_igp_tm0007_3`, `lpr_alice_comm`. */
  prefixed: '^(cni|chs|stp|run|sub|lib|usr|team|tm|lpr|acc|bmr|cmt|batch|snap|lks|pl|proof)_[0-9a-z_]+$',
  /** A hash or key: 16 or more hexadecimal characters with both letters and digits. */
  hex: String.raw`^(?=[^a-f]*[a-f])(?=\D*\d)[0-9a-f]{16,}$`,
  /** A raw kind or other machine string: lower-case words joined by hyphens (`igp24-polynomial`). */
  kebab: '^[a-z][a-z0-9]*(-[a-z0-9]+)+$',
  /** Lower-case words joined by underscores (`mixed_disc`). */
  snake: '^[a-z][a-z0-9]*(_[a-z0-9]+)+$',
} as const;

export const FIELD_PATTERNS = {
  camel: '^[a-z]+([A-Z][a-z0-9]*)+$',
  snake: '^[a-z][a-z0-9]*(_[a-z0-9]+)+$',
  dotted: String.raw`^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$`,
  /** "Id" (a field name with its first letter raised), not the word "ID". */
  bareId: '^[iI]d$',
} as const;

/** A field name inside a label's words: `Left equation (lhsText)`, `(optional, meta.description)`. */
export const FIELD_IN_LABEL = {
  camel: String.raw`(^|[\s(,])[a-z]+[A-Z][A-Za-z0-9]*(?=$|[\s),.:])`,
  dotted: String.raw`(^|[\s(,])[a-z][A-Za-z0-9_]+\.[a-z][A-Za-z0-9_]+(?=$|[\s),:])`,
} as const;

/** IDs and raw field names in the page's `main`, as findings. */
export async function findRawWords(page: Page): Promise<Finding[]> {
  return page.evaluate(
    ({ ids, fields, inLabel }) => {
      const main = document.querySelector('main');
      if (!main) return [];
      const found: Finding[] = [];
      const COLUMN_HEADERS = 'thead th, th[scope="col"], [role="columnheader"]';
      const where = (el: Element) =>
        `${el.tagName.toLowerCase()}${[...el.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('')}`;
      const shown = (el: Element) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        !el.closest('[aria-hidden="true"]');
      /** The element's visible words, without buttons, form controls and marked IDs. */
      const wordsOf = (el: Element, skip = ''): string => {
        const parts: string[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const parent = n.parentElement;
          if (!parent || !shown(parent)) continue;
          if (parent.closest(`[data-id-text], button, select, option, textarea, script, style, svg${skip}`))
            continue;
          parts.push(n.textContent ?? '');
        }
        return parts.join(' ').replace(/\s+/g, ' ').trim();
      };
      const idRes = Object.values(ids).map((s) => new RegExp(s, 'i'));
      // Kebab and snake case are lower case by definition: public codes (`ETA-000012`) are names.
      idRes[2] = new RegExp(ids.kebab);
      idRes[3] = new RegExp(ids.snake);
      for (const el of main.querySelectorAll(
        'td, th, h1, h2, h3, h4, h5, h6, dd, [role="cell"], [role="gridcell"]',
      )) {
        // Column headers are the field-name check's.
        if (!shown(el) || el.closest('[data-id-text]') || el.matches(COLUMN_HEADERS)) continue;
        const text = wordsOf(el);
        if (text && idRes.some((re) => re.test(text)))
          found.push({ check: 'id-text', where: where(el), text });
      }
      const fieldRes = Object.values(fields).map((s) => new RegExp(s));
      for (const el of main.querySelectorAll(COLUMN_HEADERS)) {
        if (!shown(el)) continue;
        // A sortable header's title is its button: read it, arrows (aria-hidden) left out.
        const text =
          (el.querySelector('button') ? wordsOf(el.querySelector('button')!) : wordsOf(el)) ||
          (el.textContent ?? '').trim();
        if (fieldRes.some((re) => re.test(text))) found.push({ check: 'field-name', where: where(el), text });
      }
      const labelRes = Object.values(inLabel).map((s) => new RegExp(s));
      for (const el of main.querySelectorAll('label, legend, figcaption')) {
        if (!shown(el)) continue;
        // Code and keys in a hint are examples of what to type, not the label's words.
        const text = wordsOf(el, ', code, kbd');
        if (labelRes.some((re) => re.test(text))) found.push({ check: 'field-name', where: where(el), text });
      }
      return found;
    },
    { ids: ID_PATTERNS, fields: FIELD_PATTERNS, inLabel: FIELD_IN_LABEL },
  );
}

/**
 * Tables wider than their card: the card is the nearest framed box around the table (a border on
 * either side), or `main`. A table that sticks out of it, or makes it scroll sideways, is too wide.
 */
export async function findWideTables(page: Page): Promise<Finding[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const found: Finding[] = [];
    const framed = (el: Element) => {
      const s = getComputedStyle(el);
      return (
        (s.borderLeftStyle !== 'none' && Number.parseFloat(s.borderLeftWidth) > 0) ||
        (s.borderRightStyle !== 'none' && Number.parseFloat(s.borderRightWidth) > 0)
      );
    };
    for (const table of main.querySelectorAll('table')) {
      if (!table.checkVisibility()) continue;
      let card: Element = main;
      for (let p = table.parentElement; p && p !== main; p = p.parentElement) {
        if (framed(p)) {
          card = p;
          break;
        }
      }
      const t = table.getBoundingClientRect();
      const c = card.getBoundingClientRect();
      const sticksOut = t.right > c.right + 1 || t.left < c.left - 1;
      const scrolls = card.scrollWidth > card.clientWidth + 1;
      if (sticksOut || scrolls) {
        const label =
          table.getAttribute('aria-label') ??
          table.closest('[aria-label]')?.getAttribute('aria-label') ??
          table.querySelector('th')?.textContent ??
          '';
        // The widest columns, so the message says what to narrow.
        const widest = [...(table.querySelector('tr')?.children ?? [])]
          .map(
            (cell) =>
              [
                cell.textContent?.trim().slice(0, 24) ?? '',
                Math.round(cell.getBoundingClientRect().width),
              ] as const,
          )
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([name, w]) => `${name} ${w} px`)
          .join(', ');
        found.push({
          check: 'wide-table',
          where: `table in ${card.tagName.toLowerCase()}.${[...card.classList].join('.')}`,
          text: `${label.trim().slice(0, 60)}: ${Math.round(t.width)} px in a ${Math.round(c.width)} px card (${Math.round(card.scrollWidth)} px to scroll); widest columns: ${widest}`,
        });
      }
    }
    return found;
  });
}
