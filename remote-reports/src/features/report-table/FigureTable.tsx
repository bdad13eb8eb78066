import type { ReactNode } from 'react';
import { Table } from '@haulstop/shared/ui/display';

type FigureTableProps = {
  caption: string;
  headers: readonly ReactNode[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** which columns hold numbers (right-aligned) */
  numeric?: readonly number[];
};

/** A small table of figures: a chart's alternative, a report's totals; keyboard-scrollable when wider than the screen. */
export function FigureTable({ caption, headers, rows, numeric = [] }: FigureTableProps) {
  const align = (i: number) => (numeric.includes(i) ? 'end' : 'start');
  return (
    // A table wider than the screen scrolls sideways: its scroll area takes the keyboard's focus and is named as the table.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" mt={2} tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((h, i) => (
              <Table.ColumnHeader key={i} scope="col" textAlign={align(i)}>
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, i) => (
                <Table.Cell key={i} textAlign={align(i)}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
