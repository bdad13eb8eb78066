import { useCallback, useMemo } from 'react';
import type { LotReportRow } from '@haulstop/shared/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, Button, EMPTY_VALUE, Heading, LoadErrorAlert, MeasureLabel, Skeleton, Text, formatCount, formatMoney, formatPercent } from '@haulstop/shared/ui';
import { REPORT_PATHS, useLotOccupancy, useLotReport } from '@haulstop/shared/api';
import { LOT_REPORT_COLUMNS } from '@haulstop/shared/contracts/report-columns';
import { OccupancyHeatmap } from '../features/lot-report/OccupancyHeatmap';
import { RangePicker } from '../features/report-range/RangePicker';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { useReportParams } from '../features/report-range/useReportParams';
import { CsvDownloadButton } from '../features/report-table/CsvDownloadButton';
import { formatHours } from '../features/report-table/report-format';
import { ScheduleReportButton } from '../features/report-schedules/ScheduleReportButton';
import { reportColumnsOf } from '../features/report-table/report-columns';
import { ReportTable, type ReportColumn } from '../features/report-table/ReportTable';
import { TEXTS } from '../texts';

const FILTERS = ['lot'] as const;

/** The lot report's columns (LOT_REPORT_COLUMNS, the CSV's too); a lot's name shows its occupancy heatmap. */
function useLotReportColumns(onPick: (parkingLotId: number) => void, pickedId: number | null): ReportColumn<LotReportRow>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = (minor: (r: LotReportRow) => number) => (r: LotReportRow) => formatMoney(minor(r), r.currency, language);
    return reportColumnsOf(
      LOT_REPORT_COLUMNS,
      (label) => t(label),
      {
        name: (r) => (
          <Button size="xs" variant="plain" color="accent.fg" px={0} aria-pressed={r.parkingLotId === pickedId} onClick={() => onPick(r.parkingLotId)}>
            {r.name}
          </Button>
        ),
        totalSlots: (r) => formatCount(r.totalSlots, language),
        bookings: (r) => formatCount(r.bookings, language),
        occupancyPercent: (r) => formatPercent(Math.round(r.occupancyPercent * 10) / 10, language),
        gross: money((r) => r.grossMinor),
        netSales: money((r) => r.netSalesMinor),
        averagePrice: money((r) => r.averagePriceMinor),
        listPrice: (r) => (r.listPriceMinor === undefined || r.listPriceMinor === null ? EMPTY_VALUE : formatMoney(r.listPriceMinor, r.currency, language)),
        cancellations: (r) => formatCount(r.cancellations, language),
        usedSlotHours: (r) => formatHours(r.usedSlotHours, language),
        noShows: (r) => formatCount(r.noShows, language),
        overstay: money((r) => r.overstayMinor),
        noShowRatePercent: (r) => (r.noShowRatePercent === null ? EMPTY_VALUE : formatPercent(r.noShowRatePercent, language)),
        averageDwellHours: (r) => (r.averageDwellMinutes === null ? EMPTY_VALUE : formatHours(r.averageDwellMinutes / 60, language)),
      },
      // Each money column names its measure with its hint (money.*): gross before discounts and taxes, net sales taxes included.
      { gross: <MeasureLabel measure="gross" />, netSales: <MeasureLabel measure="netSales" />, averagePrice: <MeasureLabel measure="averageNetSale" /> },
    );
  }, [t, language, onPick, pickedId]);
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
