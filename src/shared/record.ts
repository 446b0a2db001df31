/** Whether a JSON value is an object of fields (not null, not a list): read its fields, no cast. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
