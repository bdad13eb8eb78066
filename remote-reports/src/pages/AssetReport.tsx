import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, EMPTY_VALUE, formatCount, useOrganizationDateTime } from '@haulstop/shared/ui/display';
import { REPORT_PATHS, useAssetReport } from '@haulstop/shared/api';
import type { AssetReportRow } from '@haulstop/shared/contracts';
import { ASSET_REPORT_COLUMNS } from '@haulstop/shared/contracts/report-columns';
import { formatAmounts, formatHours } from '../features/report-table/report-format';
import { RangePicker } from '../features/report-range/RangePicker';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { useReportParams } from '../features/report-range/useReportParams';
import { CsvDownloadButton } from '../features/report-table/CsvDownloadButton';
import { ScheduleReportButton } from '../features/report-schedules/ScheduleReportButton';
import { reportColumnsOf } from '../features/report-table/report-columns';
import { ReportTable, type ReportColumn } from '../features/report-table/ReportTable';
import { TEXTS } from '../texts';

/** /assetReport (carrier, broker): each truck and trailer over a range — bookings, hours parked, spend per currency, last booking; a network parent sees its sub-carriers' assets too. */
export default function AssetReport() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const language = i18n.language;
  const at = useOrganizationDateTime();
  const { range, setRange, sort, setSort, query } = useReportParams();
  const assets = useAssetReport(query);
  // ASSET_REPORT_COLUMNS, the CSV's too; the table shows every currency spent side by side (the CSV, a record per currency).
  const columns = useMemo<ReportColumn<AssetReportRow>[]>(
    () =>
      reportColumnsOf(ASSET_REPORT_COLUMNS, (label) => t(label), {
        licensePlate: (r) => r.licensePlate || EMPTY_VALUE,
        vin: (r) => r.vin || EMPTY_VALUE,
        bookings: (r) => formatCount(r.bookings, language),
        lotsUsed: (r) => formatCount(r.lotsUsed, language),
        hoursParked: (r) => formatHours(r.hoursParked, language),
        hoursOnLot: (r) => formatHours(r.hoursOnLot, language),
        spent: (r) => formatAmounts(r.spent, language),
        lastBookingAt: (r) => at(r.lastBookingAt),
      }),
    [t, language, at],
  );
  const title = t('menu.assetReport');
  return (
    <Box p={4}>
      <ReportHeader title={title} asOf={assets.updatedAt}>
        <RangePicker range={range} onChange={setRange} />
        <CsvDownloadButton path={REPORT_PATHS.assets} query={query} fileName={`assets-${range.from}-${range.to}.csv`} />
        <ScheduleReportButton report="assets" query={query} />
      </ReportHeader>
      <ReportTable label={title} columns={columns} query={assets} rowKey={(r) => r.assetId} sort={sort} onSort={setSort} />
    </Box>
  );
}
