// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, objectsToCsv, sanitizeCsvCell, toCsv } from './csv';

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

describe('toCsv', () => {
  it('writes RFC 4180 records: CRLF endings, quoting of commas, quotes and line breaks', () => {
    const text = toCsv([
      ['Name', 'Note'],
      ['Smith, Jane', 'said "hi"'],
      ['multi\nline', 'carriage\rreturn'],
      ['plain', 2],
    ]);
    expect(text).toBe('Name,Note\r\n"Smith, Jane","said ""hi"""\r\n"multi\nline","carriage\rreturn"\r\nplain,2\r\n');
  });

  it('sanitises every cell, including ones that also need quoting', () => {
    expect(toCsv([['=1,2', '@x']])).toBe('"\'=1,2",\'@x\r\n');
  });

  it('builds a header row from column definitions', () => {
    const text = objectsToCsv(
      [
        { id: 1, name: 'Bay 1' },
        { id: 2, name: '=evil' },
      ],
      [
        { header: 'ID', value: (r) => r.id },
        { header: 'Simulator', value: (r) => r.name },
      ],
    );
    expect(text).toBe("ID,Simulator\r\n1,Bay 1\r\n2,'=evil\r\n");
  });
});

describe('downloadCsv', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let clickSpy: { mockRestore(): void } | undefined;
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    clickSpy?.mockRestore();
  });

  it('clicks a temporary link named after the file, holding the CSV with a UTF-8 BOM', async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs; the browser's own implementation is what we stand in for here.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:test-url';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: Array<{ download: string; href: string }> = [];
    clickSpy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });

    downloadCsv('performance_report_2026-11-21.csv', 'a,b\r\n');

    expect(clicked).toEqual([{ download: 'performance_report_2026-11-21.csv', href: 'blob:test-url' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('a,b\r\n');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test-url');
  });
});
