import { type ElideOptions, elideNumber } from '../lib/longNumber';
import { CopyButton } from './CopyButton';
import './LongNumber.css';

interface Props extends ElideOptions {
  /** A decimal integer, possibly with a leading "-" or "−". */
  value: string;
  /** What the number is, for a Copy button beside it ("|disc|"); no button without it. */
  copy?: string;
  testId?: string;
}

/**
 * A long integer elided in the middle ("1354…0343 34 digits"), its digits on one line (a narrow
 * cell may put the count on the next). The whole number is
 * the title (hover), and the hidden digits stay in the text, so copying the cell or the row gives
 * every digit (the "…" and the count are left out of a copy); `copy` adds a Copy button.
 */
export function LongNumber({ value, copy, testId, ...options }: Props) {
  const e = elideNumber(value, options);
  const shown = e ? (
    <span className="long-number" title={value} data-testid={testId} data-value={value}>
      <span className="long-number__digits">
        {e.sign}
        {e.head}
        <span className="long-number__middle">{e.middle}</span>
        <span className="long-number__dots" aria-hidden="true">
          …
        </span>
        {e.tail}
      </span>
      <span className="long-number__count"> {e.digits} digits</span>
    </span>
  ) : (
    <span className="long-number" data-testid={testId} data-value={value}>
      <span className="long-number__digits">{value}</span>
    </span>
  );
  return copy ? (
    <>
      {shown}
      <CopyButton text={value} what={copy} />
    </>
  ) : (
    shown
  );
}
