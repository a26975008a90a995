import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvHeader, csvRows, csvTable, csvText, sanitizeCsvCell, type CsvColumn } from './csv';

describe('sanitizeCsvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+15551234567', "'+15551234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=cmd', "'\t=cmd"],
    ['\r=cmd', "'\r=cmd"],
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
  ])('prefixes formula-looking text %j with a single quote', (input, expected) => {
    expect(sanitizeCsvCell(input)).toBe(expected);
  });

  it.each([
    ['Bay 1', 'Bay 1'],
    ['jane@example.com', 'jane@example.com'],
    ['a=b', 'a=b'],
    ['', ''],
    [' =x', ' =x'],
  ])('leaves ordinary text %j unchanged', (input, expected) => {
    expect(sanitizeCsvCell(input)).toBe(expected);
  });

  it('keeps numbers numeric (negative numbers are not formulas) and blanks non-values', () => {
    expect(sanitizeCsvCell(-3)).toBe('-3');
    expect(sanitizeCsvCell(1.5)).toBe('1.5');
    expect(sanitizeCsvCell(Number.NaN)).toBe('');
    expect(sanitizeCsvCell(null)).toBe('');
    expect(sanitizeCsvCell(undefined)).toBe('');
    expect(sanitizeCsvCell(true)).toBe('true');
    expect(sanitizeCsvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
  });
});

describe('csvText', () => {
  it('writes RFC 4180 records: CRLF endings, quoting of commas, quotes and line breaks', () => {
    const text = csvText([
      ['Name', 'Note'],
      ['Smith, Jane', 'said "hi"'],
      ['multi\nline', 'carriage\rreturn'],
      ['plain', 2],
    ]);
    expect(text).toBe('Name,Note\r\n"Smith, Jane","said ""hi"""\r\n"multi\nline","carriage\rreturn"\r\nplain,2\r\n');
  });

  it('sanitises every cell, including ones that also need quoting', () => {
    expect(csvText([['=1,2', '@x']])).toBe('"\'=1,2",\'@x\r\n');
  });

  it('writes empty cells and blank records as nothing between the commas', () => {
    expect(csvText([['a', '', null, undefined], [''], []])).toBe('a,,,\r\n\r\n\r\n');
  });
});

describe('tables of records', () => {
  const columns: ReadonlyArray<CsvColumn<{ id: number; name: string }>> = [
    { header: 'ID', value: (r) => r.id },
    { header: 'Simulator', value: (r) => r.name },
  ];
  const records = [
    { id: 1, name: 'Bay 1' },
    { id: 2, name: '=evil' },
  ];

  it('builds a header record from the columns, then one record per object', () => {
    expect(csvTable(records, columns)).toBe("ID,Simulator\r\n1,Bay 1\r\n2,'=evil\r\n");
  });

  it('gives the header and the records apart, as a streamed file writes them', () => {
    expect(csvHeader(columns)).toBe('ID,Simulator\r\n');
    expect(csvRows(records, columns)).toBe("1,Bay 1\r\n2,'=evil\r\n");
    expect(csvRows([], columns)).toBe('');
  });

  it('has the UTF-8 byte-order mark every file starts with', () => {
    expect(Array.from(new TextEncoder().encode(CSV_BOM))).toEqual([0xef, 0xbb, 0xbf]);
  });
});
