import { validateSignup, type SignupOrgType } from '@haulstop/shared/rules';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/db';
import { AppError, badRequest, conflict, notFound, statusText, text } from '../../lib/errors';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../../lib/passwords';
import { refuseInvalid } from '../../lib/rules';
import { hashRefreshToken as hashLinkToken, newRefreshToken as newLinkToken } from '../auth/tokens';
import * as repository from './repository';

type SignupConfig = Pick<AppConfig, 'consoleUrl'>;

/** A verification link works for two days (the mail says so). */
export const VERIFY_TOKEN_TTL_HOURS = 48;

/** An organisation's referral code: its saasOrgId, readable and fixed (it is meant to be shared). */
export const referralCodeOf = (saasOrgId: number) => `HS${String(saasOrgId).padStart(6, '0')}`;
const saasOrgIdOfReferralCode = (code: string) => {
  const match = /^HS(\d{6,9})$/.exec(code.trim().toUpperCase());
  return match ? Number(match[1]) : undefined;
};

export const invalidLink = () => new AppError(400, 'INVALID_TOKEN', text('apiErrors.invalidLink'));
export const expiredLink = () => new AppError(400, 'TOKEN_EXPIRED', text('apiErrors.expiredLink'));

export interface SignupInput {
  orgName: string;
  /** One of SIGNUP_ORG_TYPES (the schema's enum checked it). */
  orgType: string;
  dotNumber?: string;
  firstName: string;
  lastName: string;
  loginId: string;
  password: string;
  phone?: string;
  referralCode?: string;
  language?: string;
}

/**
 * A company registers: organisation, first admin and verification link in ONE transaction (an
 * organisation never exists without its admin), the mail sent last so a failed send undoes it.
 */
export async function signup(db: Db, config: SignupConfig, mailer: Mailer, input: SignupInput) {
  const loginId = input.loginId.trim().toLowerCase();
  const dotNumber = input.orgType === 'CARRIER' ? (input.dotNumber ?? '').trim() : '';
  // The same rules as the sign-up page; the page checked the confirmation.
  const errors = validateSignup({ ...input, orgType: input.orgType as SignupOrgType, dotNumber, email: loginId, confirmPassword: input.password });
  refuseInvalid(errors);
  if (input.orgType !== 'CARRIER' && input.dotNumber?.trim()) throw badRequest(text('apiErrors.dotCarriersOnly'), undefined, { field: 'dotNumber' });

  return db.transaction(async (tx) => {
    if (await repository.userIdByLogin(tx, loginId)) {
      throw conflict(text('apiErrors.loginIdTaken'), 'LOGIN_ID_TAKEN', { field: 'loginId' });
    }
    if (dotNumber && (await repository.isDotRegistered(tx, dotNumber)))
      throw conflict(text('apiErrors.dotRegistered'), 'DOT_ALREADY_REGISTERED', { field: 'dotNumber' });
    let referrerOrgId: number | undefined;
    if (input.referralCode?.trim()) {
      const referrer = saasOrgIdOfReferralCode(input.referralCode);
      referrerOrgId = referrer === undefined ? undefined : await repository.findActiveOrgIdBySaasId(tx, referrer);
      if (referrerOrgId === undefined) throw badRequest(text('apiErrors.referralCodeUnknown'), 'REFERRAL_CODE_UNKNOWN', { field: 'referralCode' });
    }
    const orgId = await repository.insertOrganization(tx, {
      orgName: input.orgName.trim(),
      orgType: input.orgType,
      dotNumber: dotNumber || null,
      isReferred: referrerOrgId !== undefined,
    });
    const userId = await repository.insertUser(tx, {
      loginId,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash: await hashPassword(input.password),
    });
    await repository.insertMembership(tx, userId, orgId, 'admin');
    if (referrerOrgId !== undefined) await repository.insertReferral(tx, referrerOrgId, orgId);
    const link = newLinkToken();
    await repository.insertEmailToken(tx, { userId, orgId, hash: link.hash, ttlHours: VERIFY_TOKEN_TTL_HOURS });
    await mailer.sendMail({
      to: loginId,
      language: input.language ?? 'en',
      template: 'verifyEmail',
      data: {
        firstName: input.firstName.trim(),
        orgName: input.orgName.trim(),
        link: `${config.consoleUrl}/acceptInvitation?purpose=verifyEmail&token=${link.token}`,
      },
    });
    return { saasOrgId: orgId, orgName: input.orgName.trim(), loginId, isOrgApproved: 'Not Verified' };
  });
}

/** The e-mailed link: Not Verified → Pending Approval. Single use; expires. */
export async function verifyEmail(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const row = await repository.findEmailTokenForUpdate(tx, hashLinkToken(token));
    if (!row || row.usedAt) throw invalidLink();
    if (row.expired) throw expiredLink();
    await repository.markEmailTokenUsed(tx, row.id);
    const org = await repository.findOrganizationForUpdate(tx, row.orgId);
    if (!org) throw invalidLink();
    const updated = org.isOrgApproved === 'Not Verified' ? await repository.setApproval(tx, org.orgId, 'Pending Approval') : org;
    return { saasOrgId: updated.saasOrgId, orgName: updated.orgName, isOrgApproved: updated.isOrgApproved };
  });
}

/** The platform decides on an organisation pending approval. */
export async function decideApproval(db: Db, saasOrgId: number, decision: string) {
  return db.transaction(async (tx) => {
    const org = await repository.findOrganizationForUpdate(tx, saasOrgId);
    if (!org) throw notFound('Organisation');
    if (org.isOrgApproved !== 'Pending Approval') {
      throw conflict(statusText('apiErrors.signup.notPendingApproval', org.isOrgApproved), 'NOT_PENDING_APPROVAL');
    }
    if (decision === 'APPROVED') {
      await repository.markReferralJoined(tx, org.orgId);
      return repository.setApproval(tx, org.orgId, 'Approved');
    }
    return repository.setApproval(tx, org.orgId, 'Rejected', 'Inactive');
  });
}

/** An organisation's referral code and whom it referred (Referred → Joined). */
export async function referrals(db: Db, saasOrgId: number) {
  const orgId = await repository.findActiveOrgIdBySaasId(db, saasOrgId);
  if (orgId === undefined) throw notFound('Organisation');
  const referred = await repository.referralsOf(db, orgId);
  return { referralCode: referralCodeOf(saasOrgId), referrals: referred.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
