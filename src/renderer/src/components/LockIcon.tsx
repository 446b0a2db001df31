/** A small padlock drawn in SVG (emoji locks render as boxes where no emoji font is installed). */
export function LockIcon() {
  return (
    <svg width="9" height="10" viewBox="0 0 9 10" aria-hidden="true" focusable="false">
      <rect x="0.5" y="4.5" width="8" height="5" rx="1" fill="currentColor" />
      <path d="M2.2 4.5V3a2.3 2.3 0 0 1 4.6 0v1.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
    </svg>
  );
}
