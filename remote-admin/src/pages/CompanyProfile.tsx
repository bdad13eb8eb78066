import { useTranslation } from 'react-i18next';
import { useOrganization } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { useSession } from '@haulstop/shared/session';
import { Box, Heading, LoadErrorAlert, Skeleton, Stack } from '@haulstop/shared/ui/display';
import { CarrierNetworkCard } from '../features/carrier-network/CarrierNetworkCard';
import { OrganizationEditor } from '../features/company-profile/OrganizationEditor';
import { OrganizationSummary } from '../features/company-profile/OrganizationSummary';
import { InvitationsSection } from '../features/invitations/InvitationsSection';
import { ReferralsSection } from '../features/referrals/ReferralsSection';
import { TripSettingsCard } from '../features/company-profile/TripSettingsCard';
import { canAccess } from '@haulstop/shared/permissions';
import { usePermissionContext } from '@haulstop/shared/session';
import { TEXTS } from '../texts';

/** /companyProfile: the current organisation's record, documents, bank details, Carrier Network and drivers' trip settings. */
export default function CompanyProfile() {
  const { t } = useTranslation();
  // The page's texts come with this remote (no host rebuild); what uses them re-renders when they arrive.
  useRemoteTexts(TEXTS);
  const saasOrgId = useSession((s) => s.saasOrgId);
  const canManage = canAccess({ resource: 'invitations', action: 'view', ctx: usePermissionContext() });
  const query = useOrganization(saasOrgId);
  const organization = query.data;
  // The server's errorMessage, else 'Error retrieving data'.
  const error = query.isError ? errorMessageOf(query.error, t('common.errorRetrievingData')) : null;

  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={4}>
        {t('menu.companyProfile')}
      </Heading>
      {query.isPending && saasOrgId !== null ? (
        <Stack gap={3} maxW="520px" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height="120px" />
          <Skeleton height="100px" />
        </Stack>
      ) : null}
      {error ? <LoadErrorAlert title={error} onRetry={() => void query.refetch()} maxW="520px" /> : null}
      {organization && saasOrgId !== null ? (
        <Stack gap={4}>
          <OrganizationSummary organization={organization} />
          <OrganizationEditor saasOrgId={saasOrgId} />
          {canManage ? <InvitationsSection saasOrgId={saasOrgId} /> : null}
          <ReferralsSection saasOrgId={saasOrgId} />
          <CarrierNetworkCard saasOrgId={saasOrgId} enabled={organization.isOrgNetworkConfigEnabled} />
          <TripSettingsCard saasOrgId={saasOrgId} />
        </Stack>
      ) : null}
    </Box>
  );
}
