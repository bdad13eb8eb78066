import type { Db, Queryable } from '../../db/db';
import { badRequest, forbidden, notFound, text } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { checkPasswordChange, checkProfile } from '../../lib/rules';
import * as repository from './repository';

export type User = Pick<repository.UserRow, 'userId' | 'loginId' | 'firstName' | 'lastName'>;

export interface Caller {
  userId: number;
  loginId?: string;
  name?: { firstName: string; lastName: string };
  isPlatformUser: boolean;
  memberships: { saasOrgId: number }[];
}

const publicUser = (user: repository.UserRow): User => ({
  userId: user.userId,
  loginId: user.loginId,
  firstName: user.firstName,
  lastName: user.lastName,
});

export async function findActiveUser(db: Queryable, userId: number): Promise<User | undefined> {
  const user = await repository.findUserById(db, userId);
  return user && user.status === 'Active' ? publicUser(user) : undefined;
}

/** For sign-in only: the user with their password hash. */
export const findUserForLogin = (db: Queryable, loginId: string) => repository.findUserByLoginId(db, loginId);

/** A user record: yourself, or anyone for the platform; others get 404, not a hint the id exists. */
export async function getUser(db: Queryable, caller: Caller, userId: number): Promise<User> {
  if (userId !== caller.userId && !caller.isPlatformUser) throw notFound('User');
  // Your own record was read with your session, in this request's one query: no second read.
  if (userId === caller.userId && caller.name && caller.loginId) return { userId, loginId: caller.loginId, ...caller.name };
  const user = await repository.findUserById(db, userId);
  if (!user) throw notFound('User');
  return publicUser(user);
}

/**
 * Change Password: only your own. Other sessions are signed out (their refresh tokens
 * revoked) via `revokeOtherSessions`, in the same transaction as the new hash.
 */
export async function changePassword(
  db: Db,
  caller: Caller,
  pathUserId: number,
  input: { userId?: number; oldPassword?: string; newPassword?: string },
  revokeOtherSessions: (tx: Queryable, userId: number) => Promise<void>,
): Promise<void> {
  if (pathUserId !== caller.userId) throw forbidden(text('apiErrors.ownPasswordOnly'));
  if (input.userId !== undefined && input.userId !== pathUserId) throw badRequest(text('apiErrors.users.userIdMismatch'), undefined, { field: 'userId' });
  checkPasswordChange(input);
  const user = await repository.findUserById(db, caller.userId);
  if (!user) throw notFound('User');
  if (!(await verifyPassword(input.oldPassword!, user.passwordHash)))
    throw badRequest(text('apiErrors.wrongOldPassword'), 'WRONG_PASSWORD', { field: 'oldPassword' });
  if (input.oldPassword === input.newPassword) throw badRequest(text('apiErrors.samePassword'), undefined, { field: 'newPassword' });
  const passwordHash = await hashPassword(input.newPassword!);
  await db.transaction(async (tx) => {
    await repository.updatePasswordHash(tx, caller.userId, passwordHash);
    await revokeOtherSessions(tx, caller.userId);
  });
}

/**
 * My Profile: only your own. The e-mail is the login: it comes back unchanged here
 * (another one is refused); changing it asks the password and a link (email-change.ts).
 */
export async function updateProfile(
  db: Queryable,
  caller: Caller,
  pathUserId: number,
  orgId: number | undefined,
  input: { email?: string; loginId?: string; firstName?: string; lastName?: string; userId?: number },
): Promise<User> {
  if (pathUserId !== caller.userId) throw forbidden(text('apiErrors.ownProfileOnly'));
  if (input.userId !== undefined && input.userId !== pathUserId) throw badRequest(text('apiErrors.users.userIdMismatch'), undefined, { field: 'userId' });
  if (orgId !== undefined && !caller.isPlatformUser && !caller.memberships.some((m) => m.saasOrgId === orgId)) {
    throw forbidden(text('apiErrors.notAMember'));
  }
  const current = await repository.findUserById(db, caller.userId);
  if (!current) throw notFound('User');
  const email = input.email ?? input.loginId ?? current.loginId;
  checkProfile({ email, firstName: input.firstName, lastName: input.lastName });
  // The login e-mail changes only through POST /api/user/{userId}/emailChange (password, then a link to the new address).
  if (email.trim().toLowerCase() !== current.loginId)
    throw badRequest(text('apiErrors.emailChangeByLink'), 'EMAIL_CHANGE_NEEDS_CONFIRMATION', { field: 'email' });
  return publicUser(
    await repository.updateProfile(db, caller.userId, { loginId: current.loginId, firstName: input.firstName!.trim(), lastName: input.lastName!.trim() }),
  );
}
