import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@haulstop/shared/contracts';
import { EMPTY_VALUE, formattersFor, StatusBadge, type PagedColumn } from '@haulstop/shared/ui/display';

/** The /subscription report's columns, in the current language. */
export function useSubscriptionColumns(): PagedColumn<Subscription>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const format = useMemo(() => formattersFor(language), [language]);
  return useMemo(
    () => [
      { key: 'organization', header: t('reports.subscriptions.columns.organization'), cell: (s) => s.orgName },
      { key: 'plan', header: t('reports.subscriptions.columns.plan'), cell: (s) => s.planName },
      {
        key: 'price',
        header: t('reports.subscriptions.columns.price'),
        cell: (s) =>
          t('reports.subscriptions.pricePer', { price: format.money(s.priceMinor, s.currency), interval: t(`reports.subscriptions.intervals.${s.interval}`) }),
        align: 'end',
      },
      { key: 'status', header: t('reports.subscriptions.columns.status'), cell: (s) => <StatusBadge status={s.status} /> },
      { key: 'next', header: t('reports.subscriptions.columns.nextRenewal'), cell: (s) => (s.nextBillingAt ? format.date(s.nextBillingAt) : EMPTY_VALUE) },
      { key: 'started', header: t('reports.subscriptions.columns.started'), cell: (s) => format.date(s.startedAt) },
      {
        key: 'note',
        header: t('reports.subscriptions.columns.note'),
        cell: (s) =>
          s.failureCode
            ? t(`reports.subscriptions.failures.${s.failureCode}`, { defaultValue: s.failureCode })
            : s.paymentMethodLast4
              ? `•••• ${s.paymentMethodLast4}`
              : EMPTY_VALUE,
      },
    ],
    [t, format],
  );
}
