import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, useEndpointMutation, useInvitationsPage, useMembersPage } from '@haulstop/shared/api';
import type { Invitation, Member } from '@haulstop/shared/contracts';
import { createInvitation, revokeInvitation } from '@haulstop/shared/contracts/signup';
import { grantableRoles } from '@haulstop/shared/permissions';
import { pagedTableState } from '@haulstop/shared/query';
import { validateInvitation, type InvitationField } from '@haulstop/shared/rules';
import { usePermissionContext } from '@haulstop/shared/session';
import {
  Box,
  Button,
  FormDialog,
  FormField,
  PagedTable,
  SelectField,
  StatusBadge,
  useConfirm,
  useOrganizationDateTime,
  useFormDialog,
  type PagedColumn,
  ConfirmRowAction,
  SectionCard,
} from '@haulstop/shared/ui';

type Values = { loginId: string; role: string };
const EMPTY: Values = { loginId: '', role: 'user' };

function InviteUserDialog({ saasOrgId, open, onClose }: { saasOrgId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // DESIGN §3: an inviter grants at most its own role (the API asks the same rule).
  const roles = grantableRoles(usePermissionContext());
  const { dialog, field } = useFormDialog<Values, InvitationField>({
    open,
    onClose,
    empty: EMPTY,
    rules: validateInvitation,
    load: () => EMPTY,
    loadKey: saasOrgId,
    save: (invited) => callEndpoint(createInvitation, { params: { saasOrgId }, body: { loginId: invited.loginId.trim().toLowerCase(), role: invited.role } }),
    invalidates: createInvitation.invalidates,
    successMessage: t('admin.invitations.sent'),
  });
  return (
    <FormDialog {...dialog} title={t('admin.invitations.invite')} width="420px">
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
          <ConfirmRowAction
            ask={confirm.ask}
            label={t('admin.invitations.revoke')}
            rowName={i.loginId}
            question={t('admin.invitations.confirmRevoke', { email: i.loginId })}
            onConfirm={() => revoke.mutate({ params: { saasOrgId, invitationId: i.invitationId } })}
          />
        ) : null,
    },
  ];
  return (
    <SectionCard
      headingId="invitations-heading"
      title={t('admin.invitations.title')}
      action={
        <Button size="sm" variant="outline" onClick={() => setInviting(true)}>
          {t('admin.invitations.invite')}
        </Button>
      }
    >
      <Box mb={4}>
        <MembersTable saasOrgId={saasOrgId} />
      </Box>
      <PagedTable<Invitation> label={t('admin.invitations.title')} columns={columns} {...pagedTableState(invitations)} rowKey={(i) => i.invitationId} />
      <InviteUserDialog saasOrgId={saasOrgId} open={inviting} onClose={() => setInviting(false)} />
      {confirm.dialog}
    </SectionCard>
  );
}
