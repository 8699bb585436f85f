export type CsvValue = string | number | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** Byte order mark: tells Excel the file is UTF-8, so 'é' and '€' survive. */
export const CSV_BOM = '\uFEFF';

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will show as text: a leading formula character gets a `'`. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A number as the reader's spreadsheet reads it: with a decimal comma where `;` separates the
 * cells (Dutch Excel reads 1.5 as a date), else a point.
 */
const numberText = (value: number, delimiter: string) =>
  delimiter === ';' ? String(value).replace('.', ',') : String(value);

function cell(value: CsvValue, delimiter: string): string {
  if (value === null || value === undefined) return '';
  // Numbers are ours, not typed by users; a negative number must stay a number.
  const text = typeof value === 'number' ? numberText(value, delimiter) : neutralise(value);
  const needsQuotes =
    text.includes(delimiter) || text.includes('"') || text.includes('\n') || text.includes('\r');
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A CSV document (RFC 4180 quoting, CRLF line ends) with a BOM. Dutch Excel expects `;` as
 * separator, English `,`: pass the one of the reader's language.
 */
export function buildCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  delimiter = ',',
): string {
  const line = (cells: CsvValue[]) => cells.map((value) => cell(value, delimiter)).join(delimiter);
  const lines = [
    line(columns.map((column) => column.header)),
    ...rows.map((row) => line(columns.map((column) => column.value(row)))),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** The list separator Excel uses for a language: `;` where the decimal mark is a comma. */
export function csvDelimiter(locale: string): string {
  const decimal = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal');
  return decimal?.value === ',' ? ';' : ',';
}
