import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchReservations, useReservations } from '@haulstop/shared/api';
import { Box, Heading, HStack, PagedTable } from '@haulstop/shared/ui/display';
import { CompanyFilter } from '../features/company-filter/CompanyFilter';
import { useCompanyOptions } from '../features/company-filter/useCompanyOptions';
import { useReservationColumns } from '../features/reservations/useReservationColumns';
import type { Reservation } from '@haulstop/shared/contracts';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { pagedTableState } from '@haulstop/shared/query';
import { TEXTS } from '../texts';

/** /reservations: the current organisation's reservations, 10 a page, filtered by the companies that appear in them. */
export default function Reservations() {
  const { t } = useTranslation();
  // The page's texts come with this remote (no host rebuild); what uses them re-renders when they arrive.
  useRemoteTexts(TEXTS);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const companies = useCompanyOptions();
  // A company that is not in the list (another organisation was switched to) means All.
  const selected = companies.options.some((o) => o.orgId === companyId) ? companyId : null;
  const reservations = useReservations({ orgId: selected });
  const columns = useReservationColumns();

  // A page change re-renders this page (its page number lives in useReservations): the heading and
  // the filter are the same elements then, so React leaves them alone and the click redraws the pager only.
  const filters = useMemo(
    () => (
      <>
        <Heading as="h1" size="md" mb={3}>
          {t('menu.reservations')}
        </Heading>
        <HStack mb={4} wrap="wrap" gap={3}>
          <CompanyFilter options={companies.options} value={selected} onChange={setCompanyId} disabled={companies.loading} />
        </HStack>
      </>
    ),
    [t, companies.options, selected, companies.loading],
  );

  return (
    <Box p={4}>
      {filters}
      <PagedTable<Reservation> label={t('menu.reservations')} columns={columns} {...pagedTableState(reservations)} rowKey={(r) => r.reservationId} />
    </Box>
  );
}

/** The first data of this page, started by the host together with the page's chunk. */
export const prefetch = prefetchReservations;
