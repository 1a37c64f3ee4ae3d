// CSV (RFC 4180) for a spreadsheet: fields quoted where they must be, lines ended by CRLF, and no
// field a spreadsheet would run as a formula.

export type CsvCell = string | number;

/**
 * A text field as a spreadsheet will read it safely: a leading =, +, -, @, tab or carriage return
 * would make a spreadsheet run the field as a formula (a customer's name could be one), so it is
 * led by an apostrophe; a field with a comma, a quote or a line break is quoted, its quotes doubled.
 */
function textField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function field(cell: CsvCell): string {
  return typeof cell === 'number' ? String(cell) : textField(cell);
}

/** CSV lines, each ended by CRLF: a part of a longer text written a batch at a time. */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');
}

/** The CSV text of a header row and its rows. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLines([header, ...rows]);
}
