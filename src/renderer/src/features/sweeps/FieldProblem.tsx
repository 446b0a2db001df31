/** A field's problem in words, right under it. */
export function FieldProblem({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="sw-field-error" role="alert">
      {text}
    </p>
  );
}
