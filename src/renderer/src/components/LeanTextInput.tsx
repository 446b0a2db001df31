import type { InputHTMLAttributes } from 'react';
import { expandAtCursor, expandOnType } from './monaco/leanAbbreviations';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A one-line text field for Lean text with the editor's backslash abbreviations: `\diamond`
 * followed by a space becomes `◇`, as in Monaco (same table, same rule). Leaving the field expands
 * an abbreviation that is still open at the caret, so `\diamond` never reaches the server as typed.
 */
export function LeanTextInput({ value, onChange, onBlur, ...rest }: Props) {
  // Written to the field at once, caret included, so the next keystroke (however fast) lands
  // after the symbol; React then finds the field already holding the value it renders.
  const setWithCaret = (input: HTMLInputElement, text: string, caret: number) => {
    input.value = text;
    input.setSelectionRange(caret, caret);
    onChange(text);
  };

  return (
    <input
      {...rest}
      type="text"
      value={value}
      onChange={(e) => {
        const next = e.target.value;
        const caret = e.target.selectionStart ?? next.length;
        const inserted = next.length - value.length;
        // Only a typed character (not a paste or a deletion) can end an abbreviation.
        if (inserted === 1 && caret > 0) {
          const before = next.slice(0, caret - 1) + next.slice(caret);
          const typed = next.slice(caret - 1, caret);
          const r = expandOnType(before, caret - 1, typed);
          if (r) {
            const text = before.slice(0, r.start) + r.text + typed + before.slice(caret - 1);
            return setWithCaret(e.target, text, r.start + r.text.length + typed.length);
          }
        }
        onChange(next);
      }}
      onBlur={(e) => {
        const caret = e.target.selectionStart ?? value.length;
        const r = expandAtCursor(value, caret);
        if (r)
          setWithCaret(
            e.target,
            value.slice(0, r.start) + r.text + value.slice(r.start + r.length),
            r.start + r.text.length,
          );
        onBlur?.(e);
      }}
    />
  );
}
