import { useCallback, useMemo } from 'react';
import type { CarrierGateRow, LotReportRow } from '@haulstop/shared/contracts';
import { CARRIER_GATE_COLUMNS } from '@haulstop/shared/contracts/carrier-gate-columns';
import { tableColumnsOf } from '@haulstop/shared/contracts/columns';
import { pagedTableState } from '@haulstop/shared/query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import {
  Box,
  Button,
  EMPTY_VALUE,
  Heading,
  HStack,
  LoadErrorAlert,
  MeasureLabel,
  PagedTable,
  Skeleton,
  Text,
  formatCount,
  formatMoney,
  formatPercent,
} from '@haulstop/shared/ui/display';
import { CARRIER_GATE_REPORT_PATH, REPORT_PATHS, useCarrierGateReport, useLotOccupancy, useLotReport } from '@haulstop/shared/api';
import { LOT_REPORT_COLUMNS } from '@haulstop/shared/contracts/report-columns';
import { OccupancyHeatmap } from '../features/lot-report/OccupancyHeatmap';
import { RangePicker } from '../features/report-range/RangePicker';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { useReportParams } from '../features/report-range/useReportParams';
import { CsvDownloadButton } from '../features/report-table/CsvDownloadButton';
import { formatAmounts, formatHours } from '../features/report-table/report-format';
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

type CarrierGateTableProps = {
  /** the lot report's range (from, to), which the carriers' figures add up to */
  range: { from?: string; to?: string };
};

/**
 * "By carrier" on the lot report: per booking organisation at the owner's lots over the same range,
 * its bookings, no-shows and their rate, overstays, overstay revenue per currency and average dwell
 * (CARRIER_GATE_COLUMNS, the CSV's columns too), 10 a page.
 */
function CarrierGateTable({ range }: CarrierGateTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const carriers = useCarrierGateReport(range);
  const columns = useMemo(
    () =>
      tableColumnsOf(CARRIER_GATE_COLUMNS, (label) => t(label), {
        bookings: (r: CarrierGateRow) => formatCount(r.bookings, language),
        noShows: (r: CarrierGateRow) => formatCount(r.noShows, language),
        noShowRate: (r: CarrierGateRow) => (r.noShowRatePercent === null ? '—' : formatPercent(r.noShowRatePercent, language)),
        overstays: (r: CarrierGateRow) => formatCount(r.overstays, language),
        overstayRevenue: (r: CarrierGateRow) => formatAmounts(r.overstayRevenue, language),
        averageDwellMinutes: (r: CarrierGateRow) => (r.averageDwellMinutes === null ? '—' : formatCount(r.averageDwellMinutes, language)),
      }),
    [t, language],
  );
  const title = t('reports.lots.byCarrier');
  const query = Object.fromEntries(Object.entries(range).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return (
    <Box as="section" aria-labelledby="by-carrier-title" mt={6}>
      <HStack justify="space-between" wrap="wrap" mb={2}>
        <Heading as="h2" size="sm" id="by-carrier-title">
          {title}
        </Heading>
        <CsvDownloadButton path={CARRIER_GATE_REPORT_PATH} query={query} fileName={`carriers-${range.from ?? ''}-${range.to ?? ''}.csv`} of={title} />
      </HStack>
      <PagedTable<CarrierGateRow> label={title} columns={columns} rowKey={(r) => r.orgId} emptyText={t('reports.emptyRange')} {...pagedTableState(carriers)} />
    </Box>
  );
}

/** /parkingLotReport (owner): each lot over a range, the chosen lot's occupancy by weekday × hour, and the same range by carrier. */
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

      <CarrierGateTable range={{ from: tableQuery.from, to: tableQuery.to }} />
    </Box>
  );
}
