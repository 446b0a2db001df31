/**
 * The one way the workbench writes CSV. Every export goes through here so that no cell can act as
 * a spreadsheet formula: a text cell starting with = + - @ tab or carriage return (OWASP's "CSV
 * injection" list) gets a leading apostrophe and is quoted, so Excel, LibreOffice and Google
 * Sheets show it as text. Numbers stay numbers (a score of -3 is not a formula).
 */
import Papa from 'papaparse';

export type CsvValue = string | number | boolean | null | undefined | object;

/**
 * papaparse's built-in pattern (`/^[=+\-@\t\r].*$/`) misses a cell whose first line is a formula
 * but that goes on after a line break, since `.` stops at the break: test the first character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A header row and data rows as CSV text; objects become their JSON text. */
export function toCsv(fields: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => row.map(cellValue)) },
    { escapeFormulae: FORMULA_START },
  );
}

function cellValue(value: CsvValue): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}
