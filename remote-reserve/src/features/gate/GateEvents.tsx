import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GateEvent } from '@haulstop/shared/contracts';
import { Badge, formatDateTime, type PagedColumn } from '@haulstop/shared/ui/display';

/** The columns of a list of gate events: when (at the lot's clock), in or out, from where, the decision and why, an anomaly flagged. */
export function useGateEventColumns(timeZone: string | null): PagedColumn<GateEvent>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => [
      { key: 'at', header: t('reserve.gate.columns.at'), cell: (e) => formatDateTime(e.at, language, timeZone) },
      { key: 'kind', header: t('reserve.gate.columns.kind'), cell: (e) => t(`reserve.gate.kind.${e.kind}`) },
      { key: 'source', header: t('reserve.gate.columns.source'), cell: (e) => t(`reserve.gate.source.${e.source}`) },
      { key: 'plate', header: t('reserve.gate.columns.plate'), cell: (e) => e.licensePlate ?? '—' },
      { key: 'booking', header: t('reserve.gate.columns.booking'), cell: (e) => (e.reservationId ? `#${e.reservationId} · ${e.sno ?? '—'}` : '—') },
      {
        key: 'decision',
        header: t('reserve.gate.columns.decision'),
        cell: (e) => (
          <Badge colorPalette={e.decision === 'ALLOWED' ? 'green' : 'red'}>
            {t(`reserve.gate.decision.${e.decision}`)}
            {e.reason ? ` · ${t(`reserve.gate.reason.${e.reason}`)}` : ''}
          </Badge>
        ),
      },
      {
        key: 'anomaly',
        header: t('reserve.gate.columns.anomaly'),
        cell: (e) => (e.anomaly ? <Badge colorPalette="orange">{t(`reserve.gate.anomaly.${e.anomaly}`)}</Badge> : '—'),
      },
    ],
    [t, language, timeZone],
  );
}
