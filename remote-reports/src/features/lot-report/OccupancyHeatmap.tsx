import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Table, Text, formatPercent, intlLocale } from '@haulstop/shared/ui/display';
import type { OccupancyCell } from '@haulstop/shared/contracts';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
// Monday first, as a working week reads; weekday numbers are 0 = Sunday … 6 = Saturday.
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** Weekday names in the language, 0 = Sunday: 5 January 2026 was a Monday. */
export function weekdayNames(language: string): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, d) => format.format(new Date(Date.UTC(2026, 0, 4 + d))));
}

/** The cell's shade: the accent colour, stronger as the lot is fuller. */
const shade = (percent: number) => `rgba(44, 126, 244, ${Math.min(1, Math.max(0, percent / 100)).toFixed(2)})`;

/**
 * A lot's occupancy by weekday × hour as a heatmap. It is a table, so each cell's figure is read
 * out with its weekday and hour (the table is its own text alternative).
 */
export function OccupancyHeatmap({ cells, caption }: { cells: readonly OccupancyCell[]; caption: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const names = useMemo(() => weekdayNames(language), [language]);
  const byKey = useMemo(() => new Map(cells.map((c) => [`${c.weekday}-${c.hour}`, c.occupancyPercent])), [cells]);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" tableLayout="fixed" minW="760px">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" w="56px" />
            {HOURS.map((h) => (
              <Table.ColumnHeader key={h} scope="col" px={0} textAlign="center" fontSize="2xs">
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {WEEKDAYS.map((d) => (
            <Table.Row key={d}>
              <Table.ColumnHeader scope="row" fontSize="xs">
                {names[d]}
              </Table.ColumnHeader>
              {HOURS.map((h) => {
                const percent = byKey.get(`${d}-${h}`) ?? 0;
                return (
                  <Table.Cell key={h} p={0} textAlign="center">
                    <Box bg={shade(percent)} h="24px" title={`${names[d]} ${h}:00 — ${formatPercent(Math.round(percent), language)}`}>
                      <Text as="span" srOnly>
                        {formatPercent(Math.round(percent), language)}
                      </Text>
                    </Box>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
