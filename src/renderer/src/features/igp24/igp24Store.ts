/**
 * The IGP24 page's working state, kept while the user moves around the app: the polynomial file
 * being edited, local check results (by exact line text, so they survive edits elsewhere in the
 * file), the checker's progress, the line selection, and the submissions this window sent.
 */
import { create } from 'zustand';
import type { CheckResult } from '../../../../shared/igp24';
import type { GaloisDetail } from '../../../../shared/igp24/galois/index';
import type { Kernel } from './checkPool';
import type { LineOrder } from './lineOrder';

export interface Progress {
  done: number;
  total: number;
}

export interface SentBatch {
  outboxId: number;
  /** The exact strings sent, in order: polynomialIndex i is lines[i]. */
  lines: string[];
  /** File line numbers of those strings when sent (for "line 12" in the results). */
  lineNumbers: number[];
  sentAt: string;
}

interface Igp24State {
  /** The local draft (per connection) the file below was restored from and is saved to. */
  draftKey: string | null;
  text: string;
  fileName: string;
  description: string;
  /** Check results by the line's exact text. */
  results: Record<string, CheckResult>;
  progress: Progress | null;
  /** Likely Galois groups by the line's exact text (the ranking ignores the comment, but a text is a line). */
  galois: Record<string, GaloisDetail>;
  galoisProgress: Progress | null;
  /** How the checks table lists the lines ("lines likely to give a new pair" first, or only those). */
  lineOrder: LineOrder;
  /**
   * Exact texts of the lines the user picked for "Submit selection" (like `results`, keyed by text,
   * so editing the file can never move a tick onto another line; a changed line simply drops out).
   */
  selected: string[];
  sent: SentBatch[];
  lastCheckMs: number | null;
  /** Where the last check factored mod p (the same WebAssembly kernel as the command line, or not). */
  lastCheckKernel: Kernel | null;
}

export const DEFAULT_FILE_NAME = 'polynomials.txt';

export const useIgp24Store = create<Igp24State>()(() => ({
  draftKey: null,
  text: '',
  fileName: DEFAULT_FILE_NAME,
  description: '',
  results: {},
  progress: null,
  galois: {},
  galoisProgress: null,
  lineOrder: { sort: 'file', onlyNewPairs: false },
  selected: [],
  sent: [],
  lastCheckMs: null,
  lastCheckKernel: null,
}));

export const igp24Actions = {
  setText(text: string) {
    useIgp24Store.setState({ text });
  },
  /** Lines added at the end of the file (one action: Discover's "Add to the polynomial file"). */
  appendLines(lines: readonly string[]) {
    if (lines.length === 0) return;
    useIgp24Store.setState((s) => ({
      text: `${s.text === '' || s.text.endsWith('\n') ? s.text : `${s.text}\n`}${lines.join('\n')}\n`,
    }));
  },
  open(fileName: string, text: string) {
    useIgp24Store.setState({ fileName, text, selected: [] });
  },
  /** Another connection's file (its draft, or an empty one): what was selected belongs to the old one. */
  restoreDraft(draftKey: string, draft: { text: string; fileName: string; description: string } | null) {
    useIgp24Store.setState({
      draftKey,
      text: draft?.text ?? '',
      fileName: draft?.fileName ?? DEFAULT_FILE_NAME,
      description: draft?.description ?? '',
      selected: [],
    });
  },
  setDescription(description: string) {
    useIgp24Store.setState({ description });
  },
  toggleSelected(lineText: string, on: boolean) {
    useIgp24Store.setState((s) => ({
      selected: on ? [...new Set([...s.selected, lineText])] : s.selected.filter((t) => t !== lineText),
    }));
  },
  setSelected(lineTexts: string[]) {
    useIgp24Store.setState({ selected: [...new Set(lineTexts)] });
  },
  /**
   * Replaces file line `lineNumber` (1-based) and carries its check result, its likely group (and
   * its tick, when it was selected) to the new text.
   */
  replaceLine(lineNumber: number, newText: string) {
    useIgp24Store.setState((s) => {
      const lines = s.text.split('\n');
      const old = lines[lineNumber - 1];
      if (old === undefined) return s;
      const cr = old.endsWith('\r') ? '\r' : '';
      const oldText = cr ? old.slice(0, -1) : old;
      lines[lineNumber - 1] = newText + cr;
      const prev = s.results[oldText];
      const group = s.galois[oldText];
      const wasSelected = s.selected.includes(oldText);
      return {
        text: lines.join('\n'),
        results: prev ? { ...s.results, [newText]: prev } : s.results,
        galois: group ? { ...s.galois, [newText]: group } : s.galois,
        selected: wasSelected ? [...new Set([...s.selected, newText])] : s.selected,
      };
    });
  },
  setLineOrder(lineOrder: LineOrder) {
    useIgp24Store.setState({ lineOrder });
  },
  addSent(batch: SentBatch) {
    useIgp24Store.setState((s) => ({ sent: [batch, ...s.sent] }));
  },
  dismissSent(outboxId: number) {
    useIgp24Store.setState((s) => ({ sent: s.sent.filter((b) => b.outboxId !== outboxId) }));
  },
};
