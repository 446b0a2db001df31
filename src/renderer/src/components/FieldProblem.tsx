/** A form field's problem in words, right under it (nothing when there is none). */
export function FieldProblem({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="field-problem" role="alert">
      {text}
    </p>
  );
}
