/** Splits a CSV document into rows of cells, honouring quotes (a reader of its own, for tests). */
export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') [cell, i] = [`${cell}"`, i + 1];
    else if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) [row, cell] = [[...row, cell], ''];
    else if (!quoted && char === '\r') continue;
    else if (!quoted && char === '\n') [rows[rows.length], row, cell] = [[...row, cell], [], ''];
    else cell += char;
  }
  return rows;
}
