// A league night's buy-ins as every table shows them (docs/decisions/491-league-money-on-the-night.md): the player by
// name, what they paid and what is still due; the night sheet and the desk's till both list them.
import { formatCents, type BuyInRow } from '@longwood/core';
import type { Column } from '../components/ui/data-table';

export const BUY_IN_COLUMNS: ReadonlyArray<Column<BuyInRow>> = [
  { header: 'Player', rowHeader: true, cell: (row) => row.name },
  { header: 'Paid', numeric: true, cell: (row) => formatCents(row.paidCents) },
  { header: 'Due', numeric: true, cell: (row) => (row.dueCents > 0 ? formatCents(row.dueCents) : 'Paid') },
];
