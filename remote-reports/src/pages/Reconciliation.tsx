import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Badge, Box, CellLink, Field, Heading, NativeSelect, StatusBadge, formatDateTime, formatMoney } from '@haulstop/shared/ui';
import { DocumentLink } from '../features/reconciliation/DocumentLink';
import { REPORT_PATHS, useReconciliation } from '@haulstop/shared/api';
import { RECONCILIATION_STATUSES, type ReconciliationRow } from '@haulstop/shared/contracts';
import { statusKey } from '@haulstop/shared/status';
import { RangePicker } from '../features/report-range/RangePicker';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { useReportParams } from '../features/report-range/useReportParams';
import { CsvDownloadButton } from '../features/report-table/CsvDownloadButton';
import { ScheduleReportButton } from '../features/report-schedules/ScheduleReportButton';
import { FigureTable } from '../features/report-table/FigureTable';
import { ReportTable, type ReportColumn } from '../features/report-table/ReportTable';
import { TEXTS } from '../texts';

const FILTERS = ['status'] as const;

/**
 * /reconciliation (carrier, owner, broker): every payment and refund in a range, matched to its
 * booking and to the document it appears on, with totals per currency (never summed across them).
 */
export default function Reconciliation() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const language = i18n.language;
  const statusId = useId();
  const { range, setRange, filters, setFilter, sort, setSort, query } = useReportParams(FILTERS);
  const { page, totals } = useReconciliation(query);
  const columns = useMemo<ReportColumn<ReconciliationRow>[]>(
    () => [
      { key: 'at', sortKey: 'at', header: t('reports.columns.at'), cell: (r) => formatDateTime(r.at, language) },
      {
        key: 'reservation',
        header: t('reports.columns.reservation'),
        cell: (r) => <CellLink to={`/reservations/${r.reservationId}`}>{r.reservationId}</CellLink>,
      },
      { key: 'method', header: t('reports.columns.method'), cell: (r) => t(`reports.reconciliation.methods.${r.method}`, { defaultValue: r.method }) },
      { key: 'status', sortKey: 'status', header: t('reports.columns.status'), cell: (r) => <StatusBadge status={r.status} /> },
      {
        key: 'amount',
        sortKey: 'amountMinor',
        header: t('reports.columns.amount'),
        cell: (r) => formatMoney(r.amountMinor, r.currency, language),
        align: 'end',
      },
      { key: 'document', header: t('reports.columns.document'), cell: (r) => <DocumentLink document={r.document} /> },
      {
        key: 'matched',
        header: t('reports.columns.matched'),
        cell: (r) => (
          <Badge colorPalette={r.matched ? 'green' : 'orange'}>{t(r.matched ? 'reports.reconciliation.matched' : 'reports.reconciliation.unmatched')}</Badge>
        ),
      },
    ],
    [t, language],
  );
  const title = t('menu.reconciliation');
  const totalsTitle = t('reports.reconciliation.totals');

  return (
    <Box p={4}>
      <ReportHeader title={title} asOf={page.updatedAt}>
        <RangePicker range={range} onChange={setRange} />
        <Field.Root maxW="200px">
          <Field.Label htmlFor={statusId}>{t('reports.columns.status')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={statusId} value={filters.status} onChange={(e) => setFilter('status', e.currentTarget.value)}>
              <option value="">{t('common.all')}</option>
              {RECONCILIATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s === 'unmatched' ? t('reports.reconciliation.unmatched') : t(statusKey(s), { defaultValue: s })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <CsvDownloadButton path={REPORT_PATHS.reconciliation} query={query} fileName={`reconciliation-${range.from}-${range.to}.csv`} />
        <ScheduleReportButton report="reconciliation" query={query} />
      </ReportHeader>

      {totals && totals.length ? (
        <Box as="section" aria-labelledby={`${statusId}-totals`} mb={4}>
          <Heading as="h2" size="sm" id={`${statusId}-totals`} mb={2}>
            {totalsTitle}
          </Heading>
          <FigureTable
            caption={totalsTitle}
            headers={[
              t('reports.columns.currency'),
              t('reports.reconciliation.charged'),
              t('reports.reconciliation.refunded'),
              t('reports.reconciliation.pending'),
              t('reports.reconciliation.failed'),
              t('reports.columns.net'),
            ]}
            numeric={[1, 2, 3, 4, 5]}
            rows={totals.map((c) => ({
              key: c.currency,
              cells: [
                c.currency,
                formatMoney(c.chargedMinor, c.currency, language),
                formatMoney(c.refundedMinor, c.currency, language),
                formatMoney(c.pendingMinor, c.currency, language),
                formatMoney(c.failedMinor, c.currency, language),
                formatMoney(c.netMinor, c.currency, language),
              ],
            }))}
          />
        </Box>
      ) : null}

      <ReportTable label={title} columns={columns} query={page} rowKey={(r) => `${r.paymentId}-${r.status}`} sort={sort} onSort={setSort} />
    </Box>
  );
}
