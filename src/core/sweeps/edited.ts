/**
 * Whether a sweep's variant cheatsheets still hold the texts the sweep compares (docs/sweeps.md,
 * "Edited during a sweep"). The platform runs a configuration as its cheatsheet's current text, so
 * an edit between rounds would make the later rounds' answers those of another text, and the race
 * would compare two texts under one name. Before each round, each racing variant's cheatsheet is
 * read from the platform (the versions recorder keeps what it holds); when the platform cannot be
 * asked, what this computer knows decides (a save of it waiting in the outbox, the newest copy
 * seen): the same pins the round's run records (versions/pins.ts).
 */
import { cacheKey } from '../../shared/contract';
import { ApiError } from '../api/errors';
import { getLibraryItem } from '../api/library';
import type { ActiveConnection } from '../connections';
import type { CoreContext } from '../context';
import { sha256Hex } from '../sha256';
import type { VariantRow } from '../store/sweeps';
import { queuedPins } from '../versions';

export interface EditedVariant {
  variant: VariantRow;
  /** The platform no longer has the cheatsheet. */
  deleted: boolean;
}

/** The first racing variant whose cheatsheet no longer holds its text, or null. */
export async function editedVariant(
  ctx: CoreContext,
  conn: ActiveConnection,
  racing: readonly VariantRow[],
  /** Aborted when the driver closes: a platform slow to answer does not hold the close up. */
  signal: AbortSignal,
): Promise<EditedVariant | null> {
  for (const variant of racing) {
    const id = variant.cheatsheetId!;
    try {
      const item = (await getLibraryItem(conn.client, 'cheatsheet', id, signal)).data;
      ctx.reads.seen(conn, cacheKey('library.get', { kind: 'cheatsheet', id }), item);
    } catch (err) {
      if (signal.aborted) return null;
      if (err instanceof ApiError && err.info.code === 'NOT_FOUND') return { variant, deleted: true };
      // Unreachable or refused: what this computer knows decides below.
    }
  }
  const body = { configurations: racing.map((v) => ({ cheatsheet: v.cheatsheetId })) };
  const pins = queuedPins(ctx.versions, conn.partition, { kind: 'cheatsheet', body }, ctx.outbox.open());
  for (const [i, variant] of racing.entries()) {
    const held = pins[i]?.sha256;
    if (held && held !== sha256Hex(createdText(ctx, variant))) return { variant, deleted: false };
  }
  return null;
}

/**
 * The text the platform stored when it created the variant's cheatsheet (its answer to the
 * create, should it store the text otherwise than sent), else the variant's own text.
 */
function createdText(ctx: CoreContext, v: VariantRow): string {
  try {
    const result = v.createEntry === null ? null : ctx.outbox.get(v.createEntry).result;
    const content = (result as { content?: unknown } | null)?.content;
    return typeof content === 'string' ? content : v.text;
  } catch {
    return v.text;
  }
}

/** What happened, in words (the error text of VARIANT_CHANGED says what to do). */
export function editedWords(variant: string, deleted: boolean): string {
  return deleted
    ? `Variant ${variant}'s cheatsheet is no longer on the platform: its next rounds cannot run.`
    : `Variant ${variant}'s cheatsheet was edited after the sweep began: its next rounds would run the new text, not the one the sweep compares.`;
}
