import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchDashboardCounts, prefetchEndpoint, useDashboard } from '@haulstop/shared/api';
import { moneyLabelKey } from '@haulstop/shared/constants';
import { errorMessageOf } from '@haulstop/shared/auth';
import type { Dashboard } from '@haulstop/shared/contracts';
import { getDashboard } from '@haulstop/shared/contracts/reports';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { useDeferredAnswer } from '@haulstop/shared/query';
import {
  Box,
  Button,
  Card,
  EMPTY_VALUE,
  Heading,
  HStack,
  Link,
  LoadErrorAlert,
  PageSkeleton,
  SimpleGrid,
  Stack,
  Text,
  formatCount,
  formatDate,
  formatMoney,
  formatMonth,
  formatPercent,
} from '@haulstop/shared/ui/display';
import { DASHBOARD_DAYS, dashboardDaysOf } from '../features/dashboard/dashboard-days';
import { dailyCurrencies, dashboardKpis, dayRevenue, type Kpi } from '../features/dashboard/dashboard-figures';
import { KpiCard } from '../features/dashboard/KpiCard';
import { OnLotNow } from '../features/dashboard/OnLotNow';
import { BarLineChart, type ChartAxis, type ChartSeries } from '../features/report-charts/BarLineChart';
import { ReportHeader } from '../features/report-range/ReportHeader';
import { FigureTable } from '../features/report-table/FigureTable';
import { formatChange, percentChange } from '../features/report-table/report-format';
import { TEXTS } from '../texts';

const COLORS = ['#2C7EF4', '#E07A1F', '#2F9E6E'];

/** Bookings per day (bars on a count axis), with the same figures as a table. */
function DailyBookingsChart({ daily, labels }: { daily: Dashboard['daily']; labels: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const bookings = t('reports.dashboard.bookings');
  const series = useMemo<ChartSeries[]>(() => [{ label: bookings, values: daily.map((d) => d.bookings), kind: 'bars', color: COLORS[0] }], [daily, bookings]);
  const left = useMemo<ChartAxis>(() => ({ label: bookings, counts: true, format: (v) => formatCount(v, language) }), [bookings, language]);
  const title = t('reports.dashboard.bookingsPerDay');
  return (
    <BarLineChart
      title={title}
      labels={labels}
      series={series}
      left={left}
      alternative={
        <FigureTable
          caption={title}
          headers={[t('reports.columns.date'), bookings]}
          numeric={[1]}
          rows={daily.map((d, i) => ({ key: d.date, cells: [labels[i], formatCount(d.bookings, language)] }))}
        />
      }
    />
  );
}

/**
 * Net sales per day in one currency: a chart of its own, its axis labelled and written in that
 * currency, since CAD and USD amounts on one scale would read as the same money.
 */
function DailyRevenueChart({ daily, labels, currency, color }: { daily: Dashboard['daily']; labels: readonly string[]; currency: string; color: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const revenue = t('reports.dashboard.revenueIn', { currency });
  const series = useMemo<ChartSeries[]>(
    () => [{ label: revenue, values: daily.map((d) => dayRevenue(d, currency) / 100), kind: 'line', color }],
    [daily, currency, revenue, color],
  );
  const left = useMemo<ChartAxis>(
    () => ({ label: revenue, format: (v) => formatMoney(Math.round(v * 100), currency, language) }),
    [revenue, currency, language],
  );
  const title = t('reports.dashboard.revenuePerDay', { currency });
  return (
    <BarLineChart
      title={title}
      labels={labels}
      series={series}
      left={left}
      alternative={
        <FigureTable
          caption={title}
          headers={[t('reports.columns.date'), revenue]}
          numeric={[1]}
          rows={daily.map((d, i) => ({ key: d.date, cells: [labels[i], formatMoney(dayRevenue(d, currency), currency, language)] }))}
        />
      }
    />
  );
}

/** Bookings per day, then revenue per day for each currency, each on its own chart. */
function DailyCharts({ daily }: { daily: Dashboard['daily'] }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const currencies = useMemo(() => dailyCurrencies(daily), [daily]);
  const labels = useMemo(() => daily.map((d) => formatDate(d.date, language)), [daily, language]);
  return (
    <Stack gap={4}>
      <DailyBookingsChart daily={daily} labels={labels} />
      {currencies.map((currency, i) => (
        <DailyRevenueChart key={currency} daily={daily} labels={labels} currency={currency} color={COLORS[(i + 1) % COLORS.length]} />
      ))}
    </Stack>
  );
}

/** Cancellations per month over the last 6 months, oldest first, with the same figures as a table. */
function CancellationsChart({ months }: { months: Dashboard['cancellationsByMonth'] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const cancellations = t('reports.dashboard.cancellations');
  const labels = useMemo(() => months.map((m) => formatMonth(m.month, language)), [months, language]);
  const series = useMemo<ChartSeries[]>(
    () => [{ label: cancellations, values: months.map((m) => m.count), kind: 'bars', color: '#D64545' }],
    [months, cancellations],
  );
  const left = useMemo<ChartAxis>(() => ({ label: cancellations, counts: true, format: (v) => formatCount(v, language) }), [cancellations, language]);
  const title = t('reports.dashboard.cancellationsChart');
  return (
    <BarLineChart
      title={title}
      labels={labels}
      series={series}
      height={200}
      left={left}
      alternative={
        <FigureTable
          caption={title}
          headers={[t('reports.columns.month'), cancellations]}
          numeric={[1]}
          rows={months.map((m, i) => ({ key: m.month, cells: [labels[i], formatCount(m.count, language)] }))}
        />
      }
    />
  );
}

/** A card's figures as text in the language. */
function kpiText(kpi: Kpi, language: string): { value: string; previous: string; change: string } {
  const show = (v: number | null) =>
    v === null
      ? EMPTY_VALUE
      : kpi.kind === 'money'
        ? formatMoney(v, kpi.currency, language)
        : kpi.kind === 'percent'
          ? formatPercent(Math.round(v * 10) / 10, language)
          : formatCount(v, language);
  return {
    value: show(kpi.value),
    previous: show(kpi.previous),
    change: kpi.previous === null ? EMPTY_VALUE : formatChange(percentChange(kpi.value, kpi.previous), language),
  };
}

/**
 * /dashboard (owner): the last 7, 30 or 90 days (`?days=`, 30 by default) beside the period
 * before, bookings and revenue per day, cancellations over 6 months, the top lots, the trucks
 * on the lots now against the slots booked now, and what needs attention, each linking to the
 * page that resolves it.
 */
export default function CompanyDashboard() {
  const { t, i18n } = useTranslation();
  useRemoteTexts(TEXTS);
  const language = i18n.language;
  const [params, setParams] = useSearchParams();
  const days = dashboardDaysOf(params.get('days'));
  const dashboard = useDashboard(days);
  // The figures, charts and their tables render in a transition (React's time slices), so the
  // answer never holds the main thread in one long task (README, "Adding a page").
  const answer = useDeferredAnswer(dashboard);
  const data = answer.data;

  const kpis = useMemo(
    () =>
      data
        ? dashboardKpis(data, {
            bookings: t('reports.dashboard.bookings'),
            revenue: t(moneyLabelKey('netSales')),
            averageBookingValue: t(moneyLabelKey('averageNetSale')),
            occupancy: t('reports.dashboard.occupancy'),
            cancellations: t('reports.dashboard.cancellations'),
            refunds: t(moneyLabelKey('refunds')),
          })
        : [],
    [data, t],
  );
  const attention = data
    ? [
        { key: 'pendingPayments', count: data.attention.pendingPayments, to: '/reconciliation?status=Payment+Pending' },
        { key: 'failedPayments', count: data.attention.failedPayments, to: '/reconciliation?status=Payment+Failed' },
        { key: 'arrivalsToday', count: data.attention.arrivalsToday, to: '/reservationparkdetails' },
      ]
    : [];

  return (
    <Box p={4}>
      <ReportHeader title={t('menu.companyDashboard')} asOf={data?.asOf ?? null}>
        <HStack role="group" aria-label={t('reports.dashboard.period')} gap={1}>
          {DASHBOARD_DAYS.map((d) => (
            <Button
              key={d}
              size="sm"
              variant={d === days ? 'solid' : 'outline'}
              aria-pressed={d === days}
              onClick={() =>
                setParams(
                  (p) => {
                    const next = new URLSearchParams(p);
                    next.set('days', String(d));
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              {t('reports.dashboard.lastDays', { count: d })}
            </Button>
          ))}
        </HStack>
      </ReportHeader>

      {dashboard.isError ? (
        <LoadErrorAlert title={errorMessageOf(dashboard.error, t('common.errorRetrievingData'))} onRetry={() => void dashboard.refetch()} mb={3} />
      ) : null}
      {answer.waiting ? <PageSkeleton label={t('common.loading')} /> : null}

      {data ? (
        <Stack gap={6} aria-busy={dashboard.isFetching || !answer.current}>
          {data.bookings === 0 && data.cancellations === 0 ? <Text color="fg.muted">{t('reports.emptyRange')}</Text> : null}
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={3}>
            {kpis.map((k) => (
              <KpiCard key={k.key} label={k.label} previousLabel={t('reports.dashboard.previous')} {...kpiText(k, language)} />
            ))}
          </SimpleGrid>

          <OnLotNow />

          <Box as="section" aria-labelledby="dashboard-attention">
            <Heading as="h2" size="sm" id="dashboard-attention" mb={2}>
              {t('reports.dashboard.attention')}
            </Heading>
            <HStack gap={3} wrap="wrap">
              {attention.map((a) => (
                <Card.Root key={a.key} size="sm">
                  <Card.Body>
                    <Link asChild color="accent.fg">
                      <RouterLink to={a.to}>{t(`reports.dashboard.${a.key}`, { count: a.count })}</RouterLink>
                    </Link>
                  </Card.Body>
                </Card.Root>
              ))}
            </HStack>
          </Box>

          <Box as="section" aria-labelledby="dashboard-daily">
            <Heading as="h2" size="sm" id="dashboard-daily" mb={2}>
              {t('reports.dashboard.dailyChart')}
            </Heading>
            <DailyCharts daily={data.daily} />
          </Box>

          <Box as="section" aria-labelledby="dashboard-cancellations">
            <Heading as="h2" size="sm" id="dashboard-cancellations" mb={2}>
              {t('reports.dashboard.cancellationsChart')}
            </Heading>
            <CancellationsChart months={data.cancellationsByMonth} />
          </Box>

          <Box as="section" aria-labelledby="dashboard-top-lots">
            <Heading as="h2" size="sm" id="dashboard-top-lots" mb={2}>
              {t('reports.dashboard.topLots')}
            </Heading>
            {data.topLots.length === 0 ? (
              <Text color="fg.muted">{t('reports.emptyRange')}</Text>
            ) : (
              <FigureTable
                caption={t('reports.dashboard.topLots')}
                headers={[t('reports.columns.lot'), t('reports.dashboard.bookings'), t(moneyLabelKey('netSales'))]}
                numeric={[1, 2]}
                rows={data.topLots.map((l) => ({
                  key: `${l.parkingLotId}-${l.currency}`,
                  cells: [l.name, formatCount(l.bookings, language), formatMoney(l.revenueMinor, l.currency, language)],
                }))}
              />
            )}
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}

/**
 * The first data of this page (its figures for the period the address names, and the trucks on
 * the lots now), started with its chunk: asked once the page is shown, it arrived only after the
 * guard's wait, and the figures then drew in a task of their own after the page appeared.
 */
export const prefetch = (client: QueryClient) =>
  Promise.all([
    prefetchEndpoint(client, getDashboard, { query: { days: dashboardDaysOf(new URLSearchParams(window.location.search).get('days')) } }),
    prefetchDashboardCounts(client),
  ]);
