import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '@haulstop/shared/auth';
import { moneyLabelKey } from '@haulstop/shared/constants';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { toPage, type PagedQuery } from '@haulstop/shared/query';
import { Box, Field, Heading, NativeSelect, formatCount, formatDate, formatMoney, formatMonth } from '@haulstop/shared/ui/display';
import { BarLineChart, type ChartAxis } from '../features/report-charts/BarLineChart';
import { REPORT_PATHS, useRevenue } from '@haulstop/shared/api';
import { REVENUE_GROUPS, type RevenueGroup } from '@haulstop/shared/contracts';
import { REVENUE_COLUMNS, REVENUE_FIGURES } from '@haulstop/shared/contracts/report-columns';
import { revenueSeries, sortRevenueRows, type RevenueRow } from '../features/revenue/revenue-rows';
import { RangePicker } from '../features/report-range/RangePicker';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { useReportParams } from '../features/report-range/useReportParams';
import { CsvDownloadButton } from '../features/report-table/CsvDownloadButton';
import { ScheduleReportButton } from '../features/report-schedules/ScheduleReportButton';
import { FigureTable } from '../features/report-table/FigureTable';
import { reportColumnsOf } from '../features/report-table/report-columns';
import { ReportTable, type ReportColumn } from '../features/report-table/ReportTable';
import { TEXTS } from '../texts';

const FILTERS = ['groupBy'] as const;
const COLORS = ['#2C7EF4', '#E07A1F', '#2F9E6E'];

/**
 * /revenue (platform): gross, discounts, refunds, platform fee, taxes, overstay, no-show fees and net
 * per day, month, lot or organisation and per currency (never summed across currencies), with a chart of net.
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
  // REVENUE_COLUMNS, the CSV's too: the group is named as the screen shows it (a date, a month, a lot), each figure in its currency.
  const columns = useMemo<ReportColumn<RevenueRow>[]>(() => {
    const money = Object.fromEntries(REVENUE_FIGURES.map(({ key, field }) => [key, (r: RevenueRow) => formatMoney(r[field], r.currency, language)] as const));
    return reportColumnsOf(
      REVENUE_COLUMNS,
      (label) => t(label),
      { group: keyLabel, bookings: (r) => formatCount(r.bookings, language), ...money },
      { group: t(`reports.revenue.groups.${groupBy}`) },
    );
  }, [t, language, groupBy, keyLabel]);
  // The totals per currency: the same columns but the group's.
  const totalColumns = useMemo(() => columns.filter((column) => column.key !== 'group'), [columns]);

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
            headers={totalColumns.map((column) => column.header)}
            numeric={totalColumns.flatMap((column, i) => (column.align === 'end' ? [i] : []))}
            rows={totals.map((c) => ({ key: c.currency, cells: totalColumns.map((column) => column.cell({ ...c, key: c.currency, label: c.currency })) }))}
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
