import { useTranslation } from 'react-i18next';
import { Card, DataList, HStack, Heading, StatusBadge } from '@haulstop/shared/ui/display';
import { OrganizationLogo } from './OrganizationLogo';
import type { OrganizationDetail } from '@haulstop/shared/contracts';

/** Name, type, status and approval of an organisation, with its logo. */
export function OrganizationSummary({ organization }: { organization: OrganizationDetail }) {
  const { t } = useTranslation();
  const type = organization.usageType ?? organization.orgType;
  return (
    <Card.Root as="section" aria-labelledby="organization-name" maxW="520px">
      <Card.Body gap={4}>
        <HStack gap={4} align="center">
          <OrganizationLogo logoPath={organization.logoPath} orgName={organization.orgName} />
          <Heading as="h2" size="md" id="organization-name">
            {organization.orgName}
          </Heading>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm">
          <DataList.Item>
            <DataList.ItemLabel>{t('admin.organization.id')}</DataList.ItemLabel>
            <DataList.ItemValue>{organization.saasOrgId ?? organization.orgId}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('admin.organization.type')}</DataList.ItemLabel>
            <DataList.ItemValue>{t(`admin.orgTypes.${type}`, { defaultValue: type })}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('admin.organization.status')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <StatusBadge status={organization.status} />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('admin.organization.approval')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <StatusBadge status={organization.isOrgApproved} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
