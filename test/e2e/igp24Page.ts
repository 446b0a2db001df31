/** The IGP24 page driven as a user would, shared by the end-to-end files that need a checked file. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Igp24File {
  name: string;
  text: string;
  /** Valid lines: result rows once checked. */
  valid: number;
  /** Irreducible lines: rows with a likely group once ranked. */
  ranked: number;
}

/**
 * `address` (an `#/igp24` page) opened fresh, `file` opened in it, checked and its groups ranked.
 * Fresh: checks an earlier test ran stay in the page's memory, and the same lines would count as
 * checked already (Run checks disabled).
 */
export async function checkAndRank(page: Page, address: string, file: Igp24File): Promise<void> {
  await page.goto(address);
  await page.reload();
  await expect.poll(() => page.locator('h1').innerText(), { timeout: 15_000 }).toBe('IGP24 workbench');
  await page.getByTestId('igp24-open-input').setInputFiles({
    name: file.name,
    mimeType: 'text/plain',
    buffer: Buffer.from(file.text),
  });
  await page.getByTestId('igp24-run-checks').click();
  await expect.poll(() => page.getByTestId('igp24-r').count(), { timeout: 30_000 }).toBe(file.valid);
  const rank = page.getByTestId('igp24-rank-groups');
  await expect.poll(() => rank.isEnabled(), { timeout: 15_000 }).toBe(true);
  await rank.click();
  await expect
    .poll(() => page.getByTestId('igp24-galois-top').count(), { timeout: 60_000 })
    .toBe(file.ranked);
}
