import { useCallback, useMemo } from 'react';
import type { LotReportRow } from '@haulstop/shared/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, Button, Heading, LoadErrorAlert, MeasureLabel, Skeleton, Text, formatCount, formatMoney, formatPercent } from '@haulstop/shared/ui';
import { REPORT_PATHS, useLotOccupancy, useLotReport } from '@haulstop/shared/api';
import { OccupancyHeatmap } from '../features/lot-report/OccupancyHeatmap';
import { RangePicker } from '../features/report-range/RangePicker';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { useReportParams } from '../features/report-range/useReportParams';
import { CsvDownloadButton } from '../features/report-table/CsvDownloadButton';
import { formatHours } from '../features/report-table/report-format';
import { ScheduleReportButton } from '../features/report-schedules/ScheduleReportButton';
import { ReportTable, type ReportColumn } from '../features/report-table/ReportTable';
import { TEXTS } from '../texts';

const FILTERS = ['lot'] as const;

/** The lot report's columns; a lot's name shows its occupancy heatmap. */
function useLotReportColumns(onPick: (parkingLotId: number) => void, pickedId: number | null): ReportColumn<LotReportRow>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => [
      {
        key: 'name',
        sortKey: 'name',
        header: t('reports.columns.lot'),
        cell: (r) => (
          <Button size="xs" variant="plain" color="accent.fg" px={0} aria-pressed={r.parkingLotId === pickedId} onClick={() => onPick(r.parkingLotId)}>
            {r.name}
          </Button>
        ),
      },
      { key: 'slots', header: t('reports.columns.slots'), cell: (r) => formatCount(r.totalSlots, language), align: 'end' },
      { key: 'bookings', sortKey: 'bookings', header: t('reports.columns.bookings'), cell: (r) => formatCount(r.bookings, language), align: 'end' },
      {
        key: 'occupancy',
        sortKey: 'occupancyPercent',
        header: t('reports.columns.occupancy'),
        cell: (r) => formatPercent(Math.round(r.occupancyPercent * 10) / 10, language),
        align: 'end',
      },
      // Each money column names its measure (money.*): gross before discounts and taxes, net sales taxes included.
      {
        key: 'gross',
        sortKey: 'grossMinor',
        header: <MeasureLabel measure="gross" />,
        cell: (r) => formatMoney(r.grossMinor, r.currency, language),
        align: 'end',
      },
      {
        key: 'netSales',
        sortKey: 'netSalesMinor',
        header: <MeasureLabel measure="netSales" />,
        cell: (r) => formatMoney(r.netSalesMinor, r.currency, language),
        align: 'end',
      },
      {
        key: 'average',
        sortKey: 'averagePriceMinor',
        header: <MeasureLabel measure="averageNetSale" />,
        cell: (r) => formatMoney(r.averagePriceMinor, r.currency, language),
        align: 'end',
      },
      {
        key: 'list',
        header: t('reports.columns.listPrice'),
        cell: (r) => (r.listPriceMinor === undefined || r.listPriceMinor === null ? '—' : formatMoney(r.listPriceMinor, r.currency, language)),
        align: 'end',
      },
      {
        key: 'cancellations',
        sortKey: 'cancellations',
        header: t('reports.columns.cancellations'),
        cell: (r) => formatCount(r.cancellations, language),
        align: 'end',
      },
      // What happened at the gate: slot-hours used (check-in to check-out), no-shows, and the overstay charged before taxes.
      {
        key: 'usedSlotHours',
        sortKey: 'usedSlotHours',
        header: t('reports.columns.usedSlotHours'),
        cell: (r) => formatHours(r.usedSlotHours, language),
        align: 'end',
      },
      { key: 'noShows', sortKey: 'noShows', header: t('reports.columns.noShows'), cell: (r) => formatCount(r.noShows, language), align: 'end' },
      {
        key: 'overstay',
        sortKey: 'overstayMinor',
        header: t('reports.columns.overstayCharged'),
        cell: (r) => formatMoney(r.overstayMinor, r.currency, language),
        align: 'end',
      },
      // Of the slots whose arrival was decided, the share that never came; the average stay of those that left, in hours.
      {
        key: 'noShowRate',
        header: t('reports.columns.noShowRate'),
        cell: (r) => (r.noShowRatePercent === null ? '—' : formatPercent(r.noShowRatePercent, language)),
        align: 'end',
      },
      {
        key: 'averageDwell',
        header: t('reports.columns.averageDwell'),
        cell: (r) => (r.averageDwellMinutes === null ? '—' : formatHours(r.averageDwellMinutes / 60, language)),
        align: 'end',
      },
    ],
    [t, language, onPick, pickedId],
  );
}

/** /parkingLotReport (owner): each lot over a range, and the chosen lot's occupancy by weekday × hour. */
export default function ParkingLotReport() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const { range, setRange, filters, setFilter, sort, setSort, query } = useReportParams(FILTERS);
  // The heatmap's lot is a view choice, not a filter of the table: the table and its CSV leave it out.
  const { lot: _lot, ...tableQuery } = query;
  const lots = useLotReport(tableQuery);
  // Until a lot is chosen, the heatmap shows the busiest lot of the page (an empty one says little).
  const busiest = lots.content.reduce<(typeof lots.content)[number] | null>((best, l) => (!best || l.bookings > best.bookings ? l : best), null);
  const pickedId = filters.lot ? Number(filters.lot) : (busiest?.parkingLotId ?? null);
  const picked = lots.content.find((l) => l.parkingLotId === pickedId);
  const occupancy = useLotOccupancy(pickedId, tableQuery);
  const onPick = useCallback((parkingLotId: number) => setFilter('lot', String(parkingLotId)), [setFilter]);
  const columns = useLotReportColumns(onPick, pickedId);
  const title = t('menu.parkingLotReport');

  return (
    <Box p={4}>
      <ReportHeader title={title} asOf={lots.updatedAt}>
        <RangePicker range={range} onChange={setRange} />
        <CsvDownloadButton path={REPORT_PATHS.parkingLots} query={tableQuery} fileName={`parking-lots-${range.from}-${range.to}.csv`} />
        <ScheduleReportButton report="parkingLots" query={tableQuery} />
      </ReportHeader>
      <ReportTable label={title} columns={columns} query={lots} rowKey={(r) => r.parkingLotId} sort={sort} onSort={setSort} />

      {pickedId !== null ? (
        <Box as="section" aria-labelledby="heatmap-title" mt={6}>
          <Heading as="h2" size="sm" id="heatmap-title" mb={2}>
            {t('reports.lots.heatmapTitle', { lot: picked?.name ?? `#${pickedId}` })}
          </Heading>
          {occupancy.isError ? (
            <LoadErrorAlert title={errorMessageOf(occupancy.error, t('common.errorRetrievingData'))} onRetry={() => void occupancy.refetch()} />
          ) : null}
          {occupancy.isPending ? <Skeleton height="200px" /> : null}
          {occupancy.data ? (
            occupancy.data.cells.length === 0 || occupancy.data.cells.every((c) => c.occupancyPercent === 0) ? (
              <Text color="fg.muted">{t('reports.emptyRange')}</Text>
            ) : (
              <OccupancyHeatmap cells={occupancy.data.cells} caption={t('reports.lots.heatmapTitle', { lot: picked?.name ?? `#${pickedId}` })} />
            )
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
