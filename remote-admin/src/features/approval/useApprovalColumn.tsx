import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, type OrganizationRow } from '@haulstop/shared/api';
import { decideApproval } from '@haulstop/shared/contracts/signup';
import { Button, HStack, type PagedColumn } from '@haulstop/shared/ui/display';

/** The platform's approve / reject buttons, on rows pending approval (PUT /api/organization/{id}/approval). */
export function useApprovalColumn(): PagedColumn<OrganizationRow> {
  const { t } = useTranslation();
  const decide = useEndpointMutation(decideApproval, { successMessage: t('messages.updatedSuccessfully'), errorFallback: t('admin.approval.failed') });
  return useMemo(
    () => ({
      key: 'decide',
      header: t('admin.approval.actions'),
      cell: (o) =>
        o.isOrgApproved === 'Pending Approval' ? (
          <HStack gap={2}>
            <Button
              size="xs"
              colorPalette="accent"
              loading={decide.isPending}
              aria-label={t('admin.approval.approveOrg', { orgName: o.orgName })}
              onClick={() => decide.mutate({ params: { saasOrgId: o.saasOrgId ?? o.orgId }, body: { decision: 'APPROVED' } })}
            >
              {t('admin.approval.approve')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              loading={decide.isPending}
              aria-label={t('admin.approval.rejectOrg', { orgName: o.orgName })}
              onClick={() => decide.mutate({ params: { saasOrgId: o.saasOrgId ?? o.orgId }, body: { decision: 'REJECTED' } })}
            >
              {t('admin.approval.reject')}
            </Button>
          </HStack>
        ) : null,
    }),
    [t, decide],
  );
}
