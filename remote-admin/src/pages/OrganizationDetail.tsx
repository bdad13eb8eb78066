import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useOrganization } from '@haulstop/shared/api';
import { errorMessageOf } from '@haulstop/shared/auth';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { Alert, Box, Button, Heading, Link, LoadErrorAlert, Skeleton, Stack } from '@haulstop/shared/ui/display';
import { OrganizationSummary } from '../features/company-profile/OrganizationSummary';
import { TEXTS } from '../texts';

/** /organizationdetails/:orgId: one organisation, with the way to edit it (the platform edits any). */
export default function OrganizationDetail() {
  const { t } = useTranslation();
  // The page's texts come with this remote (no host rebuild); what uses them re-renders when they arrive.
  useRemoteTexts(TEXTS);
  const { orgId } = useParams();
  const id = orgId && /^\d+$/.test(orgId) ? Number(orgId) : null;
  const query = useOrganization(id);
  const organization = query.data;
  const error = query.isError ? errorMessageOf(query.error, t('common.errorRetrievingData')) : null;

  return (
    <Box p={4}>
      <Link asChild color="accent.fg" mb={3} display="inline-block">
        <RouterLink to="/organizationDetails">{t('admin.organizations.backToList')}</RouterLink>
      </Link>
      <Heading as="h1" size="md" mb={4}>
        {t('admin.organizations.detailTitle')}
      </Heading>
      {query.isPending && id !== null ? <Skeleton height="160px" maxW="520px" /> : null}
      {id === null ? (
        <Alert.Root status="warning" maxW="520px">
          <Alert.Indicator />
          <Alert.Title>{t('admin.organizations.notFound')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {error ? <LoadErrorAlert title={error} onRetry={() => void query.refetch()} maxW="520px" /> : null}
      {organization ? (
        <Stack gap={4} align="start">
          <OrganizationSummary organization={organization} />
          <Button asChild colorPalette="accent" size="sm">
            <RouterLink to={`/organizationDetails/editOrganization?orgId=${id}`}>{t('admin.profile.editOrganization')}</RouterLink>
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
