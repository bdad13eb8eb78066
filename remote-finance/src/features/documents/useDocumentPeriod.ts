import { useState } from 'react';
import { useAccountingZone } from '@haulstop/shared/api';
import { previousPeriod } from '@haulstop/shared/rules';

/**
 * The month a monthly document shows: the one picked, else last month at the organisation's
 * accounting zone (so the first hours of a month at Edmonton still open October's on Dec 1 UTC).
 */
export function useDocumentPeriod(): { period: string; setPeriod: (period: string) => void; zone: string | null } {
  const zone = useAccountingZone();
  const [picked, setPeriod] = useState<string | null>(null);
  return { period: picked ?? previousPeriod(new Date(), zone ?? 'UTC'), setPeriod, zone };
}
