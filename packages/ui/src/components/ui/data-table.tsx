// The one way to draw a table of rows under column headers: its caption (heard, not seen), the box that scrolls
// sideways rather than widen the page, the header cells, the row headers, numbers aligned, and sortable headers (a
// server list's sort, with aria-sort). Two looks: 'boxed' (a list of its own: a bordered box, a shaded header row) and
// 'plain' (figures inside a card or a section: no box, compact rows). A layout that is not rows under headers (a day
// grid, a calendar, a heat map, cards on a phone) keeps its own markup.
import type { Key, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface Column<T> {
  header: string;
  /** Heard but not seen (a column of row actions). */
  headerHidden?: boolean;
  /** The server's sort key, when the column can be sorted. */
  sort?: string;
  cell: (row: T) => ReactNode;
  /** The row's name (the first column, usually): drawn as the row's header cell. */
  rowHeader?: boolean;
  /** Figures: right-aligned, digits of one width. */
  numeric?: boolean;
  /** The cells' own classes (default: text that wraps anywhere rather than widen the table). */
  className?: string;
  /** Left out on a phone (under 640 px) while the table shows its main columns only (`phoneColumns: 'main'`). */
  phoneHidden?: boolean;
  /** Left out on paper (a column of buttons). */
  printHidden?: boolean;
  /** The header as a phone shows it ('R3' for 'Round 3'); the full header is still what is heard. */
  phoneHeader?: string;
  /** Stays in view while the table scrolls sideways (the names of a wide grid). */
  sticky?: boolean;
  /** Narrower padding on a phone, so more such columns fit (a grid of figures). */
  dense?: boolean;
}

export interface TableSort {
  key: string;
  dir: 'asc' | 'desc';
  onSort: (key: string) => void;
}

/** Columns over rows that are lists of cells, in the headers' order (the first one the row's header with `rowHeader`). */
export function cellColumns(headers: readonly string[], options: { rowHeader?: boolean } = {}): Column<ReactNode[]>[] {
  return headers.map((header, i) => ({ header, cell: (row) => row[i], rowHeader: options.rowHeader && i === 0 }));
}

const LOOKS = {
  boxed: {
    box: 'rounded-lg border border-slate-200',
    head: 'border-b border-slate-200 bg-slate-50',
    th: 'px-3 py-2 font-medium text-slate-700',
    body: 'divide-y divide-slate-200',
    row: undefined,
    td: 'px-3 py-2',
  },
  plain: {
    box: undefined,
    head: undefined,
    th: 'py-1 pr-3 font-medium text-slate-600',
    body: undefined,
    row: 'border-t border-slate-100',
    td: 'py-1 pr-3',
  },
} as const;

export function DataTable<T>({
  rows,
  columns,
  caption,
  look = 'boxed',
  className,
  sort,
  id,
  rowKey = (row, index) => (row as { id?: Key }).id ?? index,
  rowClassName,
  phoneColumns = 'all',
  scrollable = false,
}: {
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  /** For screen readers (visually hidden): the table's name. */
  caption: string;
  look?: keyof typeof LOOKS;
  /** The table's own classes, e.g. the width under which it scrolls sideways rather than squeezing. */
  className?: string;
  sort?: TableSort;
  /** The table's id (a control that changes it names it in aria-controls). */
  id?: string;
  /** Each row's key among the rows: by default its `id`. */
  rowKey?: (row: T, index: number) => Key;
  /** A row's own classes (a total line). */
  rowClassName?: (row: T) => string | undefined;
  /** 'main': on a phone the columns marked phoneHidden are left out (a control beside the table shows them). */
  phoneColumns?: 'all' | 'main';
  /** A table wider than a phone: its box is a region named by the caption that the keyboard can reach and scroll. */
  scrollable?: boolean;
}) {
  const style = LOOKS[look];
  const shown = (c: Column<T>) =>
    cn(phoneColumns === 'main' && c.phoneHidden && 'hidden sm:table-cell', c.printHidden && 'print:hidden');
  const aligned = (c: Column<T>) => (c.numeric ? 'text-right tabular-nums' : undefined);
  // A dense column's padding on a phone; a sticky one keeps its place (and its background) while the box scrolls.
  const pad = (c: Column<T>, base: string) =>
    c.dense && look === 'boxed' ? base.replace('px-3', 'px-1.5 sm:px-3') : base;
  const pinned = (c: Column<T>, background: string) => c.sticky && cn('sticky left-0 z-[1]', background);
  return (
    // `relative`: the visually hidden headers (absolutely placed) stay inside the scrolling box; otherwise they
    // widen the whole page on a phone.
    <div
      className={cn('relative overflow-x-auto print:overflow-visible', style.box)}
      {...(scrollable ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
    >
      <table id={id} className={cn('w-full text-left text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={style.head}>
          <tr>
            {columns.map((c) => {
              const sorted = sort && c.sort === sort.key ? sort.dir : undefined;
              return (
                <th
                  key={c.header}
                  scope="col"
                  className={cn(pad(c, style.th), aligned(c), shown(c), pinned(c, 'bg-slate-50'))}
                  aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {sort && c.sort ? (
                    <button type="button" onClick={() => sort.onSort(c.sort!)} className="font-medium hover:underline">
                      {c.header}
                      {sorted ? (sorted === 'asc' ? ' ▲' : ' ▼') : ''}
                    </button>
                  ) : c.headerHidden ? (
                    <span className="sr-only">{c.header}</span>
                  ) : c.phoneHeader ? (
                    <>
                      <span aria-hidden="true" className="sm:hidden">
                        {c.phoneHeader}
                      </span>
                      <span className="max-sm:sr-only">{c.header}</span>
                    </>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={style.body}>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className={cn(style.row, rowClassName?.(row))}>
              {columns.map((c) => {
                const Cell = c.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={c.header}
                    scope={c.rowHeader ? 'row' : undefined}
                    className={cn(
                      pad(c, style.td),
                      'align-top',
                      pinned(c, 'bg-white'),
                      aligned(c),
                      c.className ?? cn('text-slate-800 [overflow-wrap:anywhere]', c.rowHeader && 'font-medium'),
                      shown(c),
                    )}
                  >
                    {c.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
