// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { buildCsv, CSV_BOM, csvDelimiter, neutralise, type CsvColumn } from './csv';

interface Row {
  name: string;
  amount: number | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Naam', value: (row) => row.name },
  { header: 'Bedrag', value: (row) => row.amount },
];

describe('CSV builder', () => {
  test('starts with a BOM, ends lines with CRLF and leaves plain cells unquoted', () => {
    const csv = buildCsv(columns, [{ name: 'Lade', amount: 120 }], ';');

    expect(csv).toBe(`${CSV_BOM}Naam;Bedrag\r\nLade;120\r\n`);
  });

  test('quotes cells holding the separator, quotes or line breaks, doubling the quotes', () => {
    const csv = buildCsv(
      columns,
      [
        { name: 'a;b', amount: null },
        { name: 'zei "ja"', amount: 1 },
        { name: 'regel 1\nregel 2', amount: 2 },
      ],
      ';',
    );

    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      '"a;b";',
      '"zei ""ja""";1',
      '"regel 1\nregel 2";2',
    ]);
  });

  test.each(['=SUM(A1:A9)', '+31 10 123', '-2+3', '@cmd', '\tTAB'])(
    'a text cell starting like a formula (%j) is prefixed with a quote',
    (text) => {
      expect(neutralise(text)).toBe(`'${text}`);
      expect(buildCsv(columns, [{ name: text, amount: -5 }], ',').split('\r\n')[1]).toBe(
        `'${text},-5`,
      );
    },
  );

  test('a number keeps the decimal mark of the separator: a comma beside ;, a point beside ,', () => {
    const rows = [{ name: 'Lade', amount: 1.5 }];

    expect(buildCsv(columns, rows, ';').split('\r\n')[1]).toBe('Lade;1,5');
    expect(buildCsv(columns, rows, ',').split('\r\n')[1]).toBe('Lade,1.5');
  });

  test('Dutch readers get ; as separator, English ones ,', () => {
    expect(csvDelimiter('nl')).toBe(';');
    expect(csvDelimiter('en')).toBe(',');
  });
});
