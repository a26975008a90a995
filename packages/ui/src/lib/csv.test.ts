// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from './csv';

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
    await vi.waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test-url'));
  });
});
