import { useTranslation } from 'react-i18next';
import { useOrganizationProfile } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import { canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext } from '@haulstop/shared/session';
import { LoadErrorAlert, Skeleton, Stack } from '@haulstop/shared/ui/display';
import { BankDetailsSection } from './BankDetailsSection';
import { DocumentsSection } from './DocumentsSection';
import { ProfileForm } from './ProfileForm';

/**
 * An organisation's record, documents and bank details: every member reads the record and
 * the documents; the settings — editing them, and the bank details at all — are its admin's and the
 * platform's (DESIGN §3, the rules the API asks too). The one editor of /companyProfile,
 * /organizationDetails/editOrganization and the platform's edit of any organisation.
 */
export function OrganizationEditor({ saasOrgId }: { saasOrgId: number }) {
  const { t } = useTranslation();
  const profile = useOrganizationProfile(saasOrgId);
  const ctx = usePermissionContext();
  const canEdit = canAccess({ resource: 'organizationProfile', action: 'edit', ctx });
  const canEditDocuments = canAccess({ resource: 'documents', action: 'create', ctx });
  const canSeeBank = canAccess({ resource: 'bankDetails', action: 'view', ctx });
  const canEditBank = canAccess({ resource: 'bankDetails', action: 'edit', ctx });
  if (profile.isPending) return <Skeleton height="240px" maxW="900px" aria-busy="true" aria-label={t('common.loading')} />;
  if (profile.isError)
    return <LoadErrorAlert title={errorMessageOf(profile.error, t('common.errorRetrievingData'))} onRetry={() => void profile.refetch()} maxW="900px" />;
  return (
    <Stack gap={4} maxW="900px">
      <ProfileForm profile={profile.data} canEdit={canEdit} />
      <DocumentsSection saasOrgId={saasOrgId} canEdit={canEditDocuments} />
      {canSeeBank ? <BankDetailsSection saasOrgId={saasOrgId} canEdit={canEditBank} company={profile.data} /> : null}
    </Stack>
  );
}
