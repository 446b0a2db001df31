/**
 * The text a run ran, as the experiments contract pins it: a leaf that imports nothing, so the
 * outbox contract (which queues pins with a run start) and the experiments contract (which lists
 * them) both use it without importing each other.
 */

export type VersionKind = 'cheatsheet' | 'solver-template';

/** What a run's configuration ran: a version, or honestly unknown (never guessed). */
export interface RunPin {
  /** Stage 1 configuration position (0-based); null for Stage 2's single solver and the baseline. */
  position: number | null;
  kind: VersionKind;
  itemId: string | null;
  /** null = version unknown (started elsewhere and its text at that time is not known here). */
  sha256: string | null;
  title: string | null;
  /** How the pin was made: recorded when this computer started the run, or matched afterwards. */
  how: 'started-here' | 'matched' | 'unknown' | 'baseline';
}
