import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllOrganizationsPage, type OrganizationRow } from '@haulstop/shared/api';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Box, Heading, HStack, PagedTable, SearchBox } from '@haulstop/shared/ui/display';
import { pagedTableState } from '@haulstop/shared/query';
import { ApprovalFilter } from '../features/approval/ApprovalFilter';
import { useApprovalColumn } from '../features/approval/useApprovalColumn';
import { useOrganizationColumns } from '../features/organizations/useOrganizationColumns';
import { TEXTS } from '../texts';

/** /organizationDetails: every organisation, for the platform organisation, 10 a page; approve or reject those pending approval. */
export default function OrganizationDetails() {
  const { t } = useTranslation();
  // The page's texts come with this remote (no host rebuild); what uses them re-renders when they arrive.
  useRemoteTexts(TEXTS);
  const [search, setSearch] = useState('');
  const [approval, setApproval] = useState('');
  const organizations = useAllOrganizationsPage(search, approval || undefined);
  const baseColumns = useOrganizationColumns();
  const approvalColumn = useApprovalColumn();
  const columns = useMemo(() => [...baseColumns, approvalColumn], [baseColumns, approvalColumn]);

  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={3}>
        {t('menu.organizationDetails')}
      </Heading>
      <HStack mb={4} wrap="wrap" gap={3}>
        <SearchBox onSearch={setSearch} />
        <ApprovalFilter value={approval} onChange={setApproval} />
      </HStack>
      <PagedTable<OrganizationRow> label={t('menu.organizationDetails')} columns={columns} {...pagedTableState(organizations)} rowKey={(o) => o.orgId} />
    </Box>
  );
}
