import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, EMPTY_VALUE, formatCount, useOrganizationDateTime } from '@haulstop/shared/ui';
import { REPORT_PATHS, useAssetReport } from '@haulstop/shared/api';
import type { AssetReportRow } from '@haulstop/shared/contracts';
import { formatAmounts, formatHours } from '../features/report-table/report-format';
import { RangePicker } from '../features/report-range/RangePicker';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { useReportParams } from '../features/report-range/useReportParams';
import { CsvDownloadButton } from '../features/report-table/CsvDownloadButton';
import { ScheduleReportButton } from '../features/report-schedules/ScheduleReportButton';
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
  const columns = useMemo<ReportColumn<AssetReportRow>[]>(
    () => [
      { key: 'plate', sortKey: 'licensePlate', header: t('reports.columns.plate'), cell: (r) => r.licensePlate || EMPTY_VALUE },
      { key: 'vin', header: t('reports.columns.vin'), cell: (r) => r.vin || EMPTY_VALUE },
      { key: 'organization', sortKey: 'orgName', header: t('reports.columns.organization'), cell: (r) => r.orgName },
      { key: 'bookings', sortKey: 'bookings', header: t('reports.columns.bookings'), cell: (r) => formatCount(r.bookings, language), align: 'end' },
      { key: 'lots', sortKey: 'lotsUsed', header: t('reports.columns.lotsUsed'), cell: (r) => formatCount(r.lotsUsed, language), align: 'end' },
      { key: 'hours', sortKey: 'hoursParked', header: t('reports.columns.hoursParked'), cell: (r) => formatHours(r.hoursParked, language), align: 'end' },
      { key: 'hoursOnLot', header: t('reports.columns.hoursOnLot'), cell: (r) => formatHours(r.hoursOnLot, language), align: 'end' },
      { key: 'spent', header: t('reports.columns.spent'), cell: (r) => formatAmounts(r.spent, language), align: 'end' },
      { key: 'last', sortKey: 'lastBookingAt', header: t('reports.columns.lastBooking'), cell: (r) => at(r.lastBookingAt) },
    ],
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
