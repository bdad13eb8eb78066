import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyHintKey, moneyLabelKey, type MoneyMeasure } from '@haulstop/shared/constants';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import {
  Badge,
  Box,
  CellLink,
  Field,
  Heading,
  NativeSelect,
  StatusBadge,
  Text,
  formatCount,
  formatMoney,
  useOrganizationDateTime,
} from '@haulstop/shared/ui/display';
import { DocumentLink } from '../features/reconciliation/DocumentLink';
import { REPORT_PATHS, useReconciliation, useReconciliationBookings } from '@haulstop/shared/api';
import { RECONCILIATION_STATUSES, type ReconciliationBookingRow, type ReconciliationBookingTotals, type ReconciliationRow } from '@haulstop/shared/contracts';
import { RECONCILIATION_COLUMNS } from '@haulstop/shared/contracts/report-columns';
import { statusKey } from '@haulstop/shared/status';
import { RangePicker } from '../features/report-range/RangePicker';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { useReportParams } from '../features/report-range/useReportParams';
import { CsvDownloadButton } from '../features/report-table/CsvDownloadButton';
import { ScheduleReportButton } from '../features/report-schedules/ScheduleReportButton';
import { FigureTable } from '../features/report-table/FigureTable';
import { reportColumnsOf } from '../features/report-table/report-columns';
import { ReportTable, type ReportColumn } from '../features/report-table/ReportTable';
import { TEXTS } from '../texts';

const FILTERS = ['status'] as const;

type Query = Readonly<Record<string, string>>;

const MEASURES: readonly { measure: MoneyMeasure; key: keyof ReconciliationBookingTotals & keyof ReconciliationBookingRow }[] = [
  { measure: 'gross', key: 'grossMinor' },
  { measure: 'discounts', key: 'discountsMinor' },
  { measure: 'refunds', key: 'refundsMinor' },
  { measure: 'taxes', key: 'taxesMinor' },
  { measure: 'netSales', key: 'billedMinor' },
];

/**
 * The range's bookings as the statement of income counts them, each with how it was or will be
 * paid (card, bank, the consolidated invoice's number…), and per currency the statement's figures
 * beside what each way of paying covers: the ways add up to net sales, so the two documents tie.
 */
function BookingsReconciliation({ query }: { query: Query }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The start decides the statement month, which is cut in the organisation's zone: shown there, labelled.
  const at = useOrganizationDateTime();
  const id = useId();
  const rangeQuery = useMemo(() => ({ ...(query.from ? { from: query.from } : {}), ...(query.to ? { to: query.to } : {}) }), [query.from, query.to]);
  const { page, totals } = useReconciliationBookings(rangeQuery);
  const way = (paidBy: string) => t(`reports.reconciliation.ways.${paidBy}`, { defaultValue: paidBy });
  const columns = useMemo<ReportColumn<ReconciliationBookingRow>[]>(
    () => [
      {
        key: 'reservation',
        header: t('reports.columns.reservation'),
        cell: (r) => <CellLink to={`/reservations/${r.reservationId}`}>{r.reservationId}</CellLink>,
      },
      { key: 'lot', header: t('reports.columns.lot'), cell: (r) => r.parkingLotName },
      { key: 'start', header: t('reports.reconciliation.start'), cell: (r) => at(r.startAt) },
      ...MEASURES.map(({ measure, key }) => ({
        key: measure,
        header: <span title={t(moneyHintKey(measure))}>{t(moneyLabelKey(measure))}</span>,
        cell: (r: ReconciliationBookingRow) => formatMoney(r[key] as number, r.currency, language),
        align: 'end' as const,
      })),
      { key: 'paidBy', header: t('reports.reconciliation.paidBy'), cell: (r) => t(`reports.reconciliation.ways.${r.paidBy}`, { defaultValue: r.paidBy }) },
      { key: 'document', header: t('reports.columns.document'), cell: (r) => <DocumentLink document={r.document} /> },
    ],
    [t, language, at],
  );
  const title = t('reports.reconciliation.bookingsTitle');
  const totalsTitle = t('reports.reconciliation.bookingsTotals');
  return (
    <Box as="section" aria-labelledby={`${id}-bookings`} mt={6} data-testid="reconciliation-bookings">
      <Heading as="h2" size="sm" id={`${id}-bookings`} mb={1}>
        {title}
      </Heading>
      <Text color="fg.muted" mb={3}>
        {t('reports.reconciliation.bookingsIntro')}
      </Text>
      {totals && totals.length ? (
        <Box mb={4}>
          <FigureTable
            caption={totalsTitle}
            headers={[
              t('reports.columns.currency'),
              t('reports.reconciliation.paidBy'),
              t('reports.columns.bookings'),
              ...MEASURES.map(({ measure }) => t(moneyLabelKey(measure))),
            ]}
            numeric={[2, 3, 4, 5, 6, 7]}
            rows={totals.flatMap((total) => [
              ...total.byWay.map((w) => ({
                key: `${total.currency}-${w.paidBy}`,
                cells: [total.currency, way(w.paidBy), formatCount(w.bookings, language), '', '', '', '', formatMoney(w.billedMinor, total.currency, language)],
              })),
              {
                key: `${total.currency}-total`,
                cells: [
                  total.currency,
                  t('reports.reconciliation.total'),
                  formatCount(total.bookings, language),
                  ...MEASURES.map(({ key }) => formatMoney(total[key] as number, total.currency, language)),
                ],
              },
            ])}
          />
        </Box>
      ) : null}
      <ReportTable label={title} columns={columns} query={page} rowKey={(r) => r.reservationId} sort={null} onSort={() => undefined} />
    </Box>
  );
}

/**
 * /reconciliation (carrier, owner, broker): every payment and refund in a range, matched to its
 * booking and to the document it appears on, with totals per currency (never summed across them);
 * then every booking of the range's statement with how it was or will be paid, tied to its figures.
 */
export default function Reconciliation() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const language = i18n.language;
  const at = useOrganizationDateTime();
  const statusId = useId();
  const { range, setRange, filters, setFilter, sort, setSort, query } = useReportParams(FILTERS);
  const { page, totals } = useReconciliation(query);
  // RECONCILIATION_COLUMNS, the CSV's too: the document links to itself here, the CSV gives its type and number.
  const columns = useMemo<ReportColumn<ReconciliationRow>[]>(
    () =>
      reportColumnsOf(RECONCILIATION_COLUMNS, (label) => t(label), {
        at: (r) => at(r.at),
        reservationId: (r) => <CellLink to={`/reservations/${r.reservationId}`}>{r.reservationId}</CellLink>,
        method: (r) => t(`reports.reconciliation.methods.${r.method}`, { defaultValue: r.method }),
        status: (r) => <StatusBadge status={r.status} />,
        amount: (r) => formatMoney(r.amountMinor, r.currency, language),
        document: (r) => <DocumentLink document={r.document} />,
        matched: (r) => (
          <Badge colorPalette={r.matched ? 'green' : 'orange'}>{t(r.matched ? 'reports.reconciliation.matched' : 'reports.reconciliation.unmatched')}</Badge>
        ),
      }),
    [t, language, at],
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
              t('reports.reconciliation.netCollected'),
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

      <BookingsReconciliation query={query} />
    </Box>
  );
}
