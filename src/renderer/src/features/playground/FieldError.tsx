/** A field's problem in words, right under it. */
export function FieldError({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="pg-field-error" role="alert">
      {text}
    </p>
  );
}
