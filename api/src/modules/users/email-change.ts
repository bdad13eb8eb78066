import type { AppConfig } from '../../config/env';
import type { Db, Queryable } from '../../db/db';
import { badRequest, conflict, forbidden, notFound, text } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { checkProfile } from '../../lib/rules';
import { hashRefreshToken as hashLinkToken, newRefreshToken as newLinkToken } from '../auth/tokens';
import type { Mailer } from '../mail/mailer';
import { expiredLink, invalidLink } from '../signup/service';
import * as repository from './repository';
import type { Caller } from './service';

/** The new address's link works for two days (the mail says so). */
export const EMAIL_CHANGE_TTL_HOURS = 48;

/**
 * A change of login e-mail (your own): the password is asked again (a stolen session alone cannot
 * take the account), and the new address gets a link; the login changes only when it is followed.
 */
export async function requestEmailChange(
  db: Db,
  config: Pick<AppConfig, 'publicUrl'>,
  mailer: Mailer,
  caller: Caller,
  pathUserId: number,
  input: { newEmail: string; password: string },
  language: string,
): Promise<{ pendingEmail: string; expiresAt: string }> {
  if (pathUserId !== caller.userId) throw forbidden(text('apiErrors.ownProfileOnly'));
  const user = await repository.findUserById(db, caller.userId);
  if (!user) throw notFound('User');
  if (!(await verifyPassword(input.password, user.passwordHash))) throw badRequest(text('apiErrors.wrongPassword'), 'WRONG_PASSWORD', { field: 'password' });
  const newLoginId = input.newEmail.trim().toLowerCase();
  checkProfile({ email: newLoginId, firstName: user.firstName, lastName: user.lastName });
  if (newLoginId === user.loginId) throw badRequest(text('apiErrors.emailUnchanged'), undefined, { field: 'newEmail' });
  if (await repository.isLoginIdTaken(db, newLoginId, user.userId)) throw conflict(text('apiErrors.emailTaken'), 'EMAIL_TAKEN', { field: 'newEmail' });
  const link = newLinkToken();
  return db.transaction(async (tx) => {
    const expiresAt = await repository.insertEmailChange(tx, { userId: user.userId, newLoginId, hash: link.hash, language, ttlHours: EMAIL_CHANGE_TTL_HOURS });
    // Sent last: a failed send undoes the request.
    await mailer.sendMail({
      to: newLoginId,
      language,
      template: 'emailChangeVerify',
      data: { firstName: user.firstName, newEmail: newLoginId, link: `${config.publicUrl}/api/user/emailChange/confirm?token=${link.token}` },
    });
    return { pendingEmail: newLoginId, expiresAt: new Date(expiresAt).toISOString() };
  });
}

async function usableChange(db: Queryable, token: string, forUpdate: boolean) {
  const change = await repository.findEmailChange(db, hashLinkToken(token), forUpdate);
  if (!change || change.usedAt) throw invalidLink();
  if (change.expired) throw expiredLink();
  return change;
}

/** What a link names, changing nothing (the page that asks before it acts). */
export async function pendingEmailChange(db: Db, token: string): Promise<{ newEmail: string; language: string }> {
  const change = await usableChange(db, token, false);
  return { newEmail: change.newLoginId, language: change.language };
}

/** The link followed and confirmed: the new address becomes the login (single use), and the old address is told. */
export async function confirmEmailChange(db: Db, mailer: Mailer, token: string): Promise<{ loginId: string; language: string }> {
  const done = await db.transaction(async (tx) => {
    const change = await usableChange(tx, token, true);
    const user = await repository.findUserById(tx, change.userId);
    if (!user) throw invalidLink();
    if (await repository.isLoginIdTaken(tx, change.newLoginId, user.userId)) throw conflict(text('apiErrors.emailTaken'), 'EMAIL_TAKEN');
    await repository.markEmailChangeUsed(tx, change.id);
    await repository.updateLoginId(tx, user.userId, change.newLoginId);
    return { oldLoginId: user.loginId, firstName: user.firstName, loginId: change.newLoginId, language: change.language };
  });
  await mailer.sendMail({
    to: done.oldLoginId,
    language: done.language,
    template: 'emailChanged',
    data: { firstName: done.firstName, newEmail: done.loginId },
  });
  return { loginId: done.loginId, language: done.language };
}
