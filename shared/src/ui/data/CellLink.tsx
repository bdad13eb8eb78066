import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A link from a list's row to the record's own page, as Chakra's Link in the accent colour looks:
 * a plain anchor styled once for the console (CELL_LINK_CSS), since a list repeats it on every row.
 * @example cell: (r) => <CellLink to={`/reservations/${r.reservationId}`}>{r.reservationId}</CellLink>
 */
export function CellLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} data-part="cell-link">
      {children}
    </RouterLink>
  );
}
