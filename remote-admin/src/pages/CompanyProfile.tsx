import { useTranslation } from 'react-i18next';
import { useSession } from '@haulstop/shared/session';
import { Box, Heading, LoadErrorAlert, Skeleton, Stack } from '@haulstop/shared/ui';
import { CarrierNetworkCard } from '../features/carrier-network/CarrierNetworkCard';
import { OrganizationSummary } from '../features/company-profile/OrganizationSummary';
import { useOrganization } from '../features/company-profile/useOrganization';

/** /companyProfile: the current organisation's profile and its Carrier Network setting (SPEC §2.7, §6). */
export default function CompanyProfile() {
  const { t } = useTranslation();
  const saasOrgId = useSession((s) => s.saasOrgId);
  const { organization, loading, error, reload, setOrganization } = useOrganization(saasOrgId);

  return (
    <Box p={4}>
      <Heading as="h1" size="md" mb={4}>
        {t('menu.companyProfile')}
      </Heading>
      {loading ? (
        <Stack gap={3} maxW="520px" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height="120px" />
          <Skeleton height="100px" />
        </Stack>
      ) : null}
      {error ? <LoadErrorAlert title={error} onRetry={reload} maxW="520px" /> : null}
      {organization && saasOrgId !== null ? (
        <Stack gap={4}>
          <OrganizationSummary organization={organization} />
          <CarrierNetworkCard
            saasOrgId={saasOrgId}
            enabled={organization.isOrgNetworkConfigEnabled}
            onSaved={(enabled) => setOrganization({ ...organization, isOrgNetworkConfigEnabled: enabled })}
          />
        </Stack>
      ) : null}
    </Box>
  );
}
