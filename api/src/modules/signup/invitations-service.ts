import { validateEmailFormat, validateName, validatePasswordLength, validateRequired } from '@haulstop/shared/rules';
import type { AppConfig } from '../../config/env';
import type { Db, Queryable } from '../../db/db';
import { conflict, forbidden, notFound, statusText, text } from '../../lib/errors';
import { pageWindow, type Page } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { refuseInvalid } from '../../lib/rules';
import { canAccess, type PermissionContext } from '@haulstop/shared/permissions';
import type { OrgContext } from '../../plugins/app/authorization';
import { hashRefreshToken as hashLinkToken, newRefreshToken as newLinkToken } from '../auth/tokens';
import type { Mailer } from '../mail/mailer';
import * as repository from './invitations-repository';
import { insertMembership, insertUser, userIdByLogin } from './repository';
import { expiredLink, invalidLink } from './service';

export const INVITATION_TTL_DAYS = 7;

/** Stores an invitation whose link is mailed by the caller (a new sub-carrier's first admin, added by its network parent). */
export function createInvitation(
  tx: Queryable,
  invitation: { orgId: number; loginId: string; role: string; hash: string; invitedBy: number; ttlDays: number },
): Promise<repository.InvitationRow> {
  return repository.insertInvitation(tx, invitation);
}

const answer = (row: repository.InvitationRow) => ({
  invitationId: row.invitationId,
  loginId: row.loginId,
  role: row.role,
  status: row.status,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** Invites an e-mail address with a role (Invited) and mails the link; a new invitation replaces an open one. */
export async function invite(
  db: Db,
  config: Pick<AppConfig, 'consoleUrl'>,
  mailer: Mailer,
  caller: { userId: number; org: OrgContext; ctx: PermissionContext },
  input: { loginId: string; role: string; language?: string },
) {
  const orgId = caller.org.orgId;
  // DESIGN §3: the inviter grants at most its own role (the same rule the invitation form's choices come from).
  if (!canAccess({ resource: 'invitations', action: 'create', record: { role: input.role }, ctx: caller.ctx })) {
    throw forbidden(text('apiErrors.signup.roleAboveOwn'));
  }
  const loginId = input.loginId.trim().toLowerCase();
  refuseInvalid([validateRequired(loginId, 'validation.enterEmail'), validateEmailFormat(loginId), validateName(loginId)]);
  return db.transaction(async (tx) => {
    const org = await tx.query<{ name: string }>(`SELECT name FROM organizations WHERE id = $1 AND status <> 'Deleted'`, [orgId]);
    if (!org.rows[0]) throw notFound('Organisation');
    if (await repository.isMember(tx, orgId, loginId)) throw conflict(text('apiErrors.signup.alreadyMember'), 'ALREADY_MEMBER', { field: 'loginId' });
    await repository.revokeOpen(tx, orgId, loginId);
    const link = newLinkToken();
    const row = await repository.insertInvitation(tx, {
      orgId,
      loginId,
      role: input.role,
      hash: link.hash,
      invitedBy: caller.userId,
      ttlDays: INVITATION_TTL_DAYS,
    });
    await mailer.sendMail({
      to: loginId,
      language: input.language ?? 'en',
      template: 'invitation',
      data: { orgName: org.rows[0].name, role: input.role, link: `${config.consoleUrl}/acceptInvitation?token=${link.token}` },
    });
    return answer(row);
  });
}

export async function list(db: Db, org: OrgContext, query: { page?: number; size?: number }): Promise<Page<ReturnType<typeof answer>>> {
  const orgId = org.orgId;
  const { page, size, offset } = pageWindow(query);
  const { rows, total } = await repository.listInvitations(db, orgId, { offset, size });
  return { content: rows.map(answer), totalElements: total, page, size };
}

/** The organisation's members and their roles (Company Profile's "Users and invitations"), for those who see its invitations. */
export async function members(db: Db, org: OrgContext, query: { page?: number; size?: number }): Promise<Page<repository.MemberRow>> {
  const orgId = org.orgId;
  const { page, size, offset } = pageWindow(query);
  const { rows, total } = await repository.listMembers(db, orgId, { offset, size });
  return { content: rows, totalElements: total, page, size };
}

/** Revokes an open invitation; its link stops working. */
export async function revoke(db: Db, org: OrgContext, invitationId: number): Promise<void> {
  const orgId = org.orgId;
  await db.transaction(async (tx) => {
    const row = await repository.findInvitation(tx, orgId, invitationId);
    if (!row) throw notFound('Invitation');
    if (row.status !== 'Invited') throw conflict(statusText('apiErrors.signup.invitationNotOpen', row.status), 'INVITATION_NOT_OPEN');
    await repository.setStatus(tx, invitationId, 'Revoked');
  });
}

async function usable(db: Queryable, token: string, lock: boolean) {
  const row = await repository.findByTokenHash(db, hashLinkToken(token), lock);
  if (!row || row.rawStatus !== 'Invited') throw invalidLink();
  if (row.expired) throw expiredLink();
  return row;
}

/** What the accept page shows: the organisation, the address, and whether that address has an account. */
export async function preview(db: Db, token: string) {
  const row = await usable(db, token, false);
  return { orgName: row.orgName, loginId: row.loginId, role: row.role, existingUser: (await userIdByLogin(db, row.loginId)) !== undefined };
}

/**
 * Accepts an invitation (Invited → Joined): an existing account just joins the organisation (and
 * then has several: Switch Organization); a new one is created with the name and password given.
 */
export async function accept(db: Db, input: { token: string; firstName?: string; lastName?: string; password?: string }) {
  return db.transaction(async (tx) => {
    const row = await usable(tx, input.token, true);
    let userId = await userIdByLogin(tx, row.loginId);
    const existingUser = userId !== undefined;
    if (userId === undefined) {
      const firstName = input.firstName?.trim() ?? '';
      const lastName = input.lastName?.trim() ?? '';
      const password = input.password ?? '';
      // The sign-up rules for a new account.
      refuseInvalid([
        validateRequired(firstName, 'validation.enterFirstName'),
        validateName(firstName),
        validateRequired(lastName, 'validation.enterLastName'),
        validateName(lastName),
        validateRequired(password, 'validation.enterPassword'),
        validatePasswordLength(password, 'validation.accountPasswordLength'),
      ]);
      userId = await insertUser(tx, { loginId: row.loginId, firstName, lastName, passwordHash: await hashPassword(password) });
    }
    await insertMembership(tx, userId, row.orgId, row.role);
    await repository.setStatus(tx, row.invitationId, 'Joined');
    return { saasOrgId: row.saasOrgId, orgName: row.orgName, loginId: row.loginId, existingUser };
  });
}
