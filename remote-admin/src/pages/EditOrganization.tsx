import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useRemoteTexts } from '@haulstop/shared/i18n';
import { useSession } from '@haulstop/shared/session';
import { Box, Heading, Link } from '@haulstop/shared/ui/display';
import { OrganizationEditor } from '../features/company-profile/OrganizationEditor';
import { TEXTS } from '../texts';

/**
 * /organizationDetails/editOrganization: an organisation's record, documents and bank
 * details — `?orgId=` for the platform editing any organisation, else the current one.
 */
export default function EditOrganization() {
  const { t } = useTranslation();
  useRemoteTexts(TEXTS);
  const [params] = useSearchParams();
  const current = useSession((s) => s.saasOrgId);
  const raw = params.get('orgId');
  const saasOrgId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : current;
  return (
    <Box p={4}>
      <Link asChild color="accent.fg" mb={3} display="inline-block">
        <RouterLink to={raw ? `/organizationdetails/${saasOrgId}` : '/organizationDetails'}>{t('admin.organizations.backToList')}</RouterLink>
      </Link>
      <Heading as="h1" size="md" mb={4}>
        {t('admin.profile.editOrganization')}
      </Heading>
      {saasOrgId !== null ? <OrganizationEditor saasOrgId={saasOrgId} /> : null}
    </Box>
  );
}
