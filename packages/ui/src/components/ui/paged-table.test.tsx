// @vitest-environment jsdom
import type { Page } from '@longwood/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { DataTable } from './data-table';
import { PagedTable, usePagedSearch } from './paged-table';
import { endScreenTest } from '../../test/render-route';

afterEach(endScreenTest);

interface Row {
  id: number;
  name: string;
}

/** The parts of a query's result the table reads. */
const result = (over: Partial<UseQueryResult<Page<Row>>>) =>
  ({ isPending: false, isError: false, isFetching: false, refetch: vi.fn(), ...over }) as UseQueryResult<Page<Row>>;

const page = (items: Row[], over: Partial<Page<Row>> = {}): Page<Row> => ({
  items,
  total: items.length,
  totalExact: true,
  page: 1,
  pageSize: 2,
  ...over,
});

const draw = (list: UseQueryResult<Page<Row>>, onPage = vi.fn()) =>
  render(
    <PagedTable
      list={list}
      noun="people"
      nounOne="person"
      onPage={onPage}
      empty={{ title: 'Nobody yet', text: 'Add someone.' }}
    >
      {(rows) => <DataTable rows={rows} columns={[{ header: 'Name', cell: (r) => r.name }]} caption="People" />}
    </PagedTable>,
  );

describe('PagedTable', () => {
  it('says it is loading, then what went wrong with a retry that waits for the answer', async () => {
    draw(result({ isPending: true }));
    expect(screen.getByRole('status', { name: 'Loading people...' })).toBeTruthy();
    cleanup();

    const refetch = vi.fn();
    const error = new ApiError(
      500,
      'Server Error',
      JSON.stringify({ code: 'INTERNAL', message: 'The database is down' }),
    );
    draw(result({ isError: true, error, refetch }));
    expect(screen.getByRole('alert').textContent).toContain('The database is down');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
    cleanup();

    draw(result({ isError: true, error, isFetching: true }));
    expect((screen.getByRole('button', { name: 'Retrying...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty state, or the rows with the pager; "more than" never claims a last page', async () => {
    draw(result({ data: page([]) }));
    expect(screen.getByText('Nobody yet')).toBeTruthy();
    expect(screen.getByText('Add someone.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();

    const onPage = vi.fn();
    const rows = [
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Bea' },
    ];
    draw(result({ data: page(rows, { total: 1000, totalExact: false }) }), onPage);
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const pager = screen.getByRole('navigation', { name: 'Pages of people' });
    expect(pager.textContent).toContain('1–2 of more than 1,000 people · Page 1');
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('counts one row in the singular and other counts in the plural', () => {
    draw(result({ data: page([{ id: 1, name: 'Ada' }]) }));
    expect(screen.getByRole('navigation', { name: 'Pages of people' }).textContent).toContain(
      '1–1 of 1 person · Page 1 of 1',
    );
    cleanup();
    const rows = [
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Bea' },
    ];
    draw(result({ data: page(rows) }));
    expect(screen.getByRole('navigation', { name: 'Pages of people' }).textContent).toContain('1–2 of 2 people');
  });
});

describe('usePagedSearch', () => {
  it('goes back to page 1 when the search or another filter changes', () => {
    const { result: paging } = renderHook(() => usePagedSearch());
    act(() => paging.current.setPage(3));
    act(() => paging.current.setSearch('  ada  '));
    expect(paging.current.page).toBe(1);
    expect(paging.current.search).toBe('  ada  ');
    expect(paging.current.q).toBe('ada');

    let bay = 0;
    act(() => paging.current.setPage(2));
    act(() => paging.current.resetting((value: number) => (bay = value))(2));
    expect(bay).toBe(2);
    expect(paging.current.page).toBe(1);
  });
});
