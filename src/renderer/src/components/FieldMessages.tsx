/** The errors of one field, right under it, with an id for aria-describedby. */
export function FieldMessages({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div className="field__error" id={id} data-testid={`field-error-${id}`} role="alert">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}
