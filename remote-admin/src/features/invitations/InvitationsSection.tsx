import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useInvitationsPage, useMembersPage } from '@haulstop/shared/api';
import type { Invitation, Member } from '@haulstop/shared/contracts';
import { createInvitation, revokeInvitation } from '@haulstop/shared/contracts/signup';
import { grantableRoles } from '@haulstop/shared/permissions';
import { pagedTableState } from '@haulstop/shared/query';
import { validateInvitation, type InvitationField } from '@haulstop/shared/rules';
import { usePermissionContext } from '@haulstop/shared/session';
import {
  Box,
  Button,
  CancelSaveActions,
  Card,
  FormDialog,
  FormField,
  Heading,
  HStack,
  PagedTable,
  SelectField,
  StatusBadge,
  useConfirm,
  useOrganizationDateTime,
  useValidatedForm,
  type PagedColumn,
} from '@haulstop/shared/ui';

type Values = { loginId: string; role: string };
const EMPTY: Values = { loginId: '', role: 'user' };

function InviteUserDialog({ saasOrgId, open, onClose }: { saasOrgId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useValidatedForm<Values, InvitationField>(EMPTY, validateInvitation);
  const { values, field, reset } = form;
  // DESIGN §3: an inviter grants at most its own role (the API asks the same rule).
  const roles = grantableRoles(usePermissionContext());
  useEffect(() => {
    if (open) reset(EMPTY);
    // Reset each time the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const invite = useEndpointMutation(createInvitation, {
    successMessage: t('admin.invitations.sent'),
    onSuccess: onClose,
    onFieldError: form.serverError,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('admin.invitations.invite')}
      width="420px"
      onSubmit={() => form.check() && invite.mutate({ params: { saasOrgId }, body: { loginId: values.loginId.trim().toLowerCase(), role: values.role } })}
      actions={<CancelSaveActions onCancel={onClose} saving={invite.isPending} />}
    >
      <FormField {...field('loginId')} type="email" label={t('admin.invitations.email')} required />
      <SelectField
        {...field('role')}
        label={t('admin.invitations.role')}
        options={roles.map((role) => ({ value: role, label: t(`admin.invitations.roles.${role}`) }))}
      />
    </FormDialog>
  );
}

/** Who belongs to the organisation, with their role. */
function MembersTable({ saasOrgId }: { saasOrgId: number }) {
  const { t } = useTranslation();
  const members = useMembersPage(saasOrgId);
  const columns: PagedColumn<Member>[] = [
    { key: 'name', header: t('admin.invitations.name'), cell: (m) => `${m.firstName} ${m.lastName}` },
    { key: 'email', header: t('admin.invitations.email'), cell: (m) => m.loginId },
    { key: 'role', header: t('admin.invitations.role'), cell: (m) => t(`admin.invitations.roles.${m.role}`, { defaultValue: m.role }) },
    { key: 'status', header: t('admin.invitations.status'), cell: (m) => <StatusBadge status={m.status} /> },
  ];
  return <PagedTable<Member> label={t('admin.invitations.members')} columns={columns} {...pagedTableState(members)} rowKey={(m) => m.userId} />;
}

/**
 * Who belongs to and who is invited to the organisation: the members and their roles,
 * then invitations with their status (Invited, Joined, Expired, Revoked); its admin (or the
 * platform) invites by e-mail with a role, and revokes an open one.
 */
export function InvitationsSection({ saasOrgId }: { saasOrgId: number }) {
  const { t } = useTranslation();
  const at = useOrganizationDateTime();
  const invitations = useInvitationsPage(saasOrgId);
  const [inviting, setInviting] = useState(false);
  const revoke = useEndpointMutation(revokeInvitation, { successMessage: t('admin.invitations.revoked') });
  const confirm = useConfirm();
  const columns: PagedColumn<Invitation>[] = [
    { key: 'email', header: t('admin.invitations.email'), cell: (i) => i.loginId },
    { key: 'role', header: t('admin.invitations.role'), cell: (i) => t(`admin.invitations.roles.${i.role}`, { defaultValue: i.role }) },
    { key: 'status', header: t('admin.invitations.status'), cell: (i) => <StatusBadge status={i.status} /> },
    { key: 'expires', header: t('admin.invitations.expires'), cell: (i) => at(i.expiresAt) },
    {
      key: 'actions',
      header: t('admin.invitations.actions'),
      cell: (i) =>
        i.status === 'Invited' ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`${t('admin.invitations.revoke')} ${i.loginId}`}
            onClick={() =>
              confirm.ask({
                question: t('admin.invitations.confirmRevoke', { email: i.loginId }),
                confirmLabel: t('admin.invitations.revoke'),
                onConfirm: () => revoke.mutate({ params: { saasOrgId, invitationId: i.invitationId } }),
              })
            }
          >
            {t('admin.invitations.revoke')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Card.Root as="section" aria-labelledby="invitations-heading">
      <Card.Body>
        <HStack justify="space-between" mb={3}>
          <Heading as="h2" size="sm" id="invitations-heading">
            {t('admin.invitations.title')}
          </Heading>
          <Button size="sm" variant="outline" onClick={() => setInviting(true)}>
            {t('admin.invitations.invite')}
          </Button>
        </HStack>
        <Box mb={4}>
          <MembersTable saasOrgId={saasOrgId} />
        </Box>
        <PagedTable<Invitation> label={t('admin.invitations.title')} columns={columns} {...pagedTableState(invitations)} rowKey={(i) => i.invitationId} />
      </Card.Body>
      <InviteUserDialog saasOrgId={saasOrgId} open={inviting} onClose={() => setInviting(false)} />
      {confirm.dialog}
    </Card.Root>
  );
}
