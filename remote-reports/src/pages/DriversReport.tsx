import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, EMPTY_VALUE, StatusBadge, formatCount, useOrganizationDateTime } from '@haulstop/shared/ui/display';
import { CompanyFilter } from '../features/company-filter/CompanyFilter';
import { useCompanyOptions } from '../features/company-filter/useCompanyOptions';
import { REPORT_PATHS, useDriversReport } from '@haulstop/shared/api';
import type { DriverReportRow } from '@haulstop/shared/contracts';
import { DRIVER_REPORT_COLUMNS } from '@haulstop/shared/contracts/report-columns';
import { formatAmounts } from '../features/report-table/report-format';
import { RangePicker } from '../features/report-range/RangePicker';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { useReportParams } from '../features/report-range/useReportParams';
import { CsvDownloadButton } from '../features/report-table/CsvDownloadButton';
import { ScheduleReportButton } from '../features/report-schedules/ScheduleReportButton';
import { reportColumnsOf } from '../features/report-table/report-columns';
import { ReportTable, type ReportColumn } from '../features/report-table/ReportTable';
import { TEXTS } from '../texts';

const FILTERS = ['orgId'] as const;

/** /drivers (platform): drivers across organisations over a range — bookings, spend per currency, last booking, status; filtered by organisation. */
export default function DriversReport() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const language = i18n.language;
  const at = useOrganizationDateTime();
  const { range, setRange, filters, setFilter, sort, setSort, query } = useReportParams(FILTERS);
  const companies = useCompanyOptions();
  const drivers = useDriversReport(query);
  // DRIVER_REPORT_COLUMNS, the CSV's too; the table shows every currency spent side by side (the CSV, a record per currency).
  const columns = useMemo<ReportColumn<DriverReportRow>[]>(
    () =>
      reportColumnsOf(DRIVER_REPORT_COLUMNS, (label) => t(label), {
        bookings: (r) => formatCount(r.bookings, language),
        lotsUsed: (r) => formatCount(r.lotsUsed, language),
        spent: (r) => formatAmounts(r.spent, language),
        lastBookingAt: (r) => at(r.lastBookingAt),
        status: (r) => (r.status ? <StatusBadge status={r.status} /> : EMPTY_VALUE),
      }),
    [t, language, at],
  );
  const title = t('menu.driversReport');
  return (
    <Box p={4}>
      <ReportHeader title={title} asOf={drivers.updatedAt}>
        <RangePicker range={range} onChange={setRange} />
        <CompanyFilter
          options={companies.options}
          value={filters.orgId ? Number(filters.orgId) : null}
          onChange={(orgId) => setFilter('orgId', orgId === null ? null : String(orgId))}
          disabled={companies.loading}
        />
        <CsvDownloadButton path={REPORT_PATHS.drivers} query={query} fileName={`drivers-${range.from}-${range.to}.csv`} />
        <ScheduleReportButton report="drivers" query={query} />
      </ReportHeader>
      <ReportTable label={title} columns={columns} query={drivers} rowKey={(r) => r.driverId} sort={sort} onSort={setSort} />
    </Box>
  );
}
