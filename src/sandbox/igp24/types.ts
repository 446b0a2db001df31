/** Stored IGP24 verification state of one submission (submissions.result_json). */
export interface QueuedItem {
  polynomialIndex: number;
  status: 'queued';
}

export interface AcceptedItem {
  polynomialIndex: number;
  status: 'accepted';
  label: string;
  t: number;
  r: number;
  scoreable: boolean;
  inBaseline: boolean;
  baselineDiscAbs?: string;
  fieldDiscAbs: string;
  discSource: 'exact_nfdisc' | 'mixed_disc';
}

export interface RejectedItem {
  polynomialIndex: number;
  status: 'rejected';
  reason: string;
}

export type Igp24Item = QueuedItem | AcceptedItem | RejectedItem;

export interface Igp24Result {
  batchId: string;
  status: 'queued' | 'done';
  queuedCount: number;
  rejectedCount: number;
  items: Igp24Item[];
}
