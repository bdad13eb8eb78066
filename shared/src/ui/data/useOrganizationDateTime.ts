import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountingZone } from '@haulstop/shared/api';
import { formatDateTime } from './format';

/**
 * How a moment of the organisation (a payment it reconciles, a last booking, an API key's last use,
 * a webhook attempt, an "as of") is shown: at its accounting zone, labelled, in the person's
 * language — the same wall clock for every viewer, wherever the browser is. UTC until the zone is known.
 * @example const at = useOrganizationDateTime(); at('2026-12-01T00:30:00Z') // 'Nov 30, 2026, 6:30 PM MDT' at Edmonton
 */
export function useOrganizationDateTime(): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const zone = useAccountingZone();
  return useCallback((iso: string | null | undefined) => formatDateTime(iso, i18n.language, zone ?? 'UTC'), [i18n.language, zone]);
}
