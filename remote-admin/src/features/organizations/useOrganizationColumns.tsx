import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLink, StatusBadge, type PagedColumn } from '@haulstop/shared/ui/display';
import type { OrganizationRow } from '@haulstop/shared/api';

/** The organisation list's columns; each name links to /organizationdetails/{orgId}. */
export function useOrganizationColumns(): PagedColumn<OrganizationRow>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { key: 'id', header: t('admin.organizations.columns.id'), cell: (o) => o.saasOrgId ?? o.orgId },
      {
        key: 'name',
        header: t('admin.organizations.columns.name'),
        cell: (o) => <CellLink to={`/organizationdetails/${o.orgId}`}>{o.orgName}</CellLink>,
      },
      {
        key: 'type',
        header: t('admin.organizations.columns.type'),
        cell: (o) => {
          const type = o.usageType ?? o.orgType ?? '';
          return t(`admin.orgTypes.${type}`, { defaultValue: type });
        },
      },
      { key: 'status', header: t('admin.organizations.columns.status'), cell: (o) => <StatusBadge status={o.orgStatus} /> },
      { key: 'approval', header: t('admin.organizations.columns.approval'), cell: (o) => <StatusBadge status={o.isOrgApproved} /> },
      { key: 'referred', header: t('admin.organizations.columns.referred'), cell: (o) => (o.isReferred ? t('common.yes') : t('common.no')) },
    ],
    [t],
  );
}
