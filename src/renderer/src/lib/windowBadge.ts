/**
 * The badge a competition wears: what its submission window says now, not the lifecycle status
 * alone. A competition whose window opens in 29 days is "active" on the platform, but "Active" in
 * green beside "Submitting is not possible now" reads as a contradiction; "Opens in 29 days" does not.
 */
import { localTime, parseDate, relative } from './format';

export type BadgeTone = 'ok' | 'warn' | 'info' | 'neutral';

export interface WindowBadge {
  text: string;
  tone: BadgeTone;
  /** The exact times behind the words, for the hover. */
  title: string;
}

/** "Closes in N days" takes over from "Open" this close to the end. */
export const CLOSING_SOON_MS = 7 * 24 * 3600 * 1000;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * `status` is the platform's lifecycle (`active`, `closed`); the window bounds are ISO times or
 * null when unconfigured (spec 2.2). `window` is null when it is not known (the list does not
 * carry it and the detail could not be read): then the status alone speaks, in its own word.
 * Null when there is nothing to say.
 */
export function windowBadge(
  status: string | undefined,
  window: { opensAt: string | null; closesAt: string | null } | null,
  now: Date,
): WindowBadge | null {
  const opens = parseDate(window?.opensAt);
  const closes = parseDate(window?.closesAt);
  const bounds = [opens ? `Opens ${localTime(opens)}` : null, closes ? `Closes ${localTime(closes)}` : null]
    .filter(Boolean)
    .join(' · ');
  if (status === 'closed')
    return { text: 'Closed', tone: 'neutral', title: bounds || 'The competition is closed' };
  if (window === null) {
    if (status === 'active')
      return { text: 'Active', tone: 'ok', title: 'Its submission window is not known here' };
    return status ? { text: capital(status), tone: 'neutral', title: `Status: ${status}` } : null;
  }
  if (opens && now < opens)
    return { text: capital(`opens ${relative(opens, now)}`), tone: 'info', title: bounds };
  if (closes && now >= closes)
    return {
      text: 'Closed',
      tone: 'neutral',
      title: `The submission window closed ${relative(closes, now)}`,
    };
  if (closes && closes.getTime() - now.getTime() <= CLOSING_SOON_MS)
    return { text: capital(`closes ${relative(closes, now)}`), tone: 'warn', title: bounds };
  return { text: 'Open', tone: 'ok', title: bounds || 'No submission window is configured' };
}
