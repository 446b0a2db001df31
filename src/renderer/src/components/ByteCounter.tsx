import { useMemo } from 'react';
import { byteStatus, utf8Bytes } from '../lib/bytes';
import './ByteCounter.css';

interface Props {
  text: string;
  maxBytes: number | null | undefined;
  /** What the limit is, for the title: "Stage 1 limits.maxBytes". */
  limitLabel?: string;
  testId?: string;
}

/** Live UTF-8 size against the competition's limit: amber near it, red before it is passed. */
export function ByteCounter({ text, maxBytes, limitLabel, testId = 'byte-counter' }: Props) {
  const bytes = useMemo(() => utf8Bytes(text), [text]);
  const s = byteStatus(bytes, maxBytes);
  return (
    <span
      className={`byte-counter byte-text--${s.level}`}
      data-testid={testId}
      data-level={s.level}
      data-bytes={s.bytes}
      title={limitLabel ? `UTF-8 bytes, against ${limitLabel}` : 'UTF-8 bytes'}
      aria-live="polite"
    >
      {s.level === 'over' && <span aria-hidden="true">⚠ </span>}
      {s.text}
    </span>
  );
}
