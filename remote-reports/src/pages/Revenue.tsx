import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@haulstop/shared/auth';
import { moneyLabelKey } from '@haulstop/shared/constants';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { toPage, type PagedQuery } from '@haulstop/shared/query';
import { Box, Field, Heading, NativeSelect, formatCount, formatDate, formatMoney, formatMonth } from '@haulstop/shared/ui';
import { BarLineChart, type ChartAxis } from '../features/report-charts/BarLineChart';
import { REPORT_PATHS, useRevenue } from '@haulstop/shared/api';
import { REVENUE_GROUPS, type RevenueGroup } from '@haulstop/shared/contracts';
import { revenueSeries, sortRevenueRows, type RevenueRow } from '../features/revenue/revenue-rows';
import { RangePicker } from '../features/report-range/RangePicker';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { useReportParams } from '../features/report-range/useReportParams';
import { CsvDownloadButton } from '../features/report-table/CsvDownloadButton';
import { ScheduleReportButton } from '../features/report-schedules/ScheduleReportButton';
import { FigureTable } from '../features/report-table/FigureTable';
import { ReportTable, type ReportColumn } from '../features/report-table/ReportTable';
import { TEXTS } from '../texts';

const FILTERS = ['groupBy'] as const;
const COLORS = ['#2C7EF4', '#E07A1F', '#2F9E6E'];

/**
 * /revenue (platform): gross, discounts, refunds, platform fee, taxes and net per day, month, lot
 * or organisation and per currency (never summed across currencies), with a chart of net.
 */
export default function Revenue() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const language = i18n.language;
  const groupId = useId();
  const params = useReportParams(FILTERS);
  const { range, setRange, filters, setFilter, sort, setSort } = params;
  const groupBy: RevenueGroup = (REVENUE_GROUPS as readonly string[]).includes(filters.groupBy) ? (filters.groupBy as RevenueGroup) : 'day';
  // The API answers the whole range at once (rows and totals): sorted and paged here, so the sort is not sent.
  const { sort: _sort, ...rest } = params.query;
  const query = useMemo(() => ({ ...rest, groupBy }), [rest.from, rest.to, groupBy]); // eslint-disable-line react-hooks/exhaustive-deps -- the query's values
  const revenue = useRevenue(query);
  const [pageState, setPageState] = useState({ query: '', page: 0 });
  const queryKey = JSON.stringify([query, sort]);
  const pageNo = pageState.query === queryKey ? pageState.page : 0;
  const setPage = useCallback((page: number) => setPageState({ query: queryKey, page: Math.max(0, page) }), [queryKey]);
  const sorted = useMemo(() => sortRevenueRows(revenue.data?.rows ?? [], sort), [revenue.data, sort]);
  const { refetch } = revenue;
  const rows: PagedQuery<RevenueRow> = {
    ...toPage(sorted, pageNo, 10),
    setPage,
    loading: revenue.isPending,
    error: revenue.isError ? errorMessageOf(revenue.error, t('common.errorRetrievingData')) : null,
    reload: () => void refetch(),
    updatedAt: revenue.dataUpdatedAt || null,
  };

  const keyLabel = useCallback(
    (r: { key: string; label: string }) => (groupBy === 'day' ? formatDate(r.key, language) : groupBy === 'month' ? formatMonth(r.key, language) : r.label),
    [groupBy, language],
  );
  const columns = useMemo<ReportColumn<RevenueRow>[]>(() => {
    const money = (field: keyof RevenueRow) => (r: RevenueRow) => formatMoney(r[field] as number, r.currency, language);
    return [
      { key: 'key', sortKey: 'label', header: t(`reports.revenue.groups.${groupBy}`), cell: keyLabel },
      { key: 'currency', header: t('reports.columns.currency'), cell: (r) => r.currency },
      { key: 'bookings', sortKey: 'bookings', header: t('reports.columns.bookings'), cell: (r) => formatCount(r.bookings, language), align: 'end' },
      { key: 'gross', sortKey: 'grossMinor', header: t(moneyLabelKey('gross')), cell: money('grossMinor'), align: 'end' },
      { key: 'discounts', sortKey: 'discountsMinor', header: t(moneyLabelKey('discounts')), cell: money('discountsMinor'), align: 'end' },
      { key: 'refunds', sortKey: 'refundsMinor', header: t(moneyLabelKey('refunds')), cell: money('refundsMinor'), align: 'end' },
      { key: 'fee', sortKey: 'platformFeeMinor', header: t(moneyLabelKey('platformFee')), cell: money('platformFeeMinor'), align: 'end' },
      { key: 'taxes', sortKey: 'taxesMinor', header: t(moneyLabelKey('taxes')), cell: money('taxesMinor'), align: 'end' },
      { key: 'net', sortKey: 'netMinor', header: t(moneyLabelKey('netPayout')), cell: money('netMinor'), align: 'end' },
    ];
  }, [t, language, groupBy, keyLabel]);

  const chart = useMemo(() => revenueSeries(revenue.data?.rows ?? []), [revenue.data]);
  const chartLabels = useMemo(() => chart.keys.map((k, i) => keyLabel({ key: k, label: chart.labels[i] })), [chart, keyLabel]);
  const chartSeries = useMemo(
    () =>
      chart.currencies.map((c, i) => ({
        label: `${t(moneyLabelKey('netPayout'))} ${c}`,
        values: chart.net[c],
        kind: 'bars' as const,
        color: COLORS[i % COLORS.length],
      })),
    [chart, t],
  );
  const chartAxis = useMemo<ChartAxis>(() => ({ format: (v: number) => formatCount(v, language) }), [language]);
  const title = t('menu.revenue');
  const chartTitle = t('reports.revenue.chart');
  const totals = revenue.data?.totals ?? [];

  return (
    <Box p={4}>
      <ReportHeader title={title} asOf={rows.updatedAt}>
        <RangePicker range={range} onChange={setRange} />
        <Field.Root maxW="200px">
          <Field.Label htmlFor={groupId}>{t('reports.revenue.groupBy')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field id={groupId} value={groupBy} onChange={(e) => setFilter('groupBy', e.currentTarget.value)}>
              {REVENUE_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`reports.revenue.groups.${g}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <CsvDownloadButton path={REPORT_PATHS.revenue} query={query} fileName={`revenue-${groupBy}-${range.from}-${range.to}.csv`} />
        <ScheduleReportButton report="revenue" query={query} />
      </ReportHeader>

      {totals.length ? (
        <Box as="section" aria-labelledby={`${groupId}-totals`} mb={4}>
          <Heading as="h2" size="sm" id={`${groupId}-totals`} mb={2}>
            {t('reports.revenue.totals')}
          </Heading>
          <FigureTable
            caption={t('reports.revenue.totals')}
            headers={[
              t('reports.columns.currency'),
              t('reports.columns.bookings'),
              t(moneyLabelKey('gross')),
              t(moneyLabelKey('discounts')),
              t(moneyLabelKey('refunds')),
              t(moneyLabelKey('platformFee')),
              t(moneyLabelKey('taxes')),
              t(moneyLabelKey('netPayout')),
            ]}
            numeric={[1, 2, 3, 4, 5, 6, 7]}
            rows={totals.map((c) => ({
              key: c.currency,
              cells: [
                c.currency,
                formatCount(c.bookings, language),
                ...(['grossMinor', 'discountsMinor', 'refundsMinor', 'platformFeeMinor', 'taxesMinor', 'netMinor'] as const).map((f) =>
                  formatMoney(c[f], c.currency, language),
                ),
              ],
            }))}
          />
        </Box>
      ) : null}

      {chart.keys.length ? (
        <Box as="section" aria-labelledby={`${groupId}-chart`} mb={4}>
          <Heading as="h2" size="sm" id={`${groupId}-chart`} mb={2}>
            {chartTitle}
          </Heading>
          <BarLineChart
            title={chartTitle}
            labels={chartLabels}
            series={chartSeries}
            left={chartAxis}
            alternative={
              <FigureTable
                caption={chartTitle}
                headers={[t(`reports.revenue.groups.${groupBy}`), ...chart.currencies.map((c) => `${t(moneyLabelKey('netPayout'))} ${c}`)]}
                numeric={chart.currencies.map((_, i) => i + 1)}
                rows={chart.keys.map((k, i) => ({
                  key: k,
                  cells: [chartLabels[i], ...chart.currencies.map((c) => formatMoney(Math.round(chart.net[c][i] * 100), c, language))],
                }))}
              />
            }
          />
        </Box>
      ) : null}

      <ReportTable label={title} columns={columns} query={rows} rowKey={(r) => `${r.key}-${r.currency}`} sort={sort} onSort={setSort} />
    </Box>
  );
}
