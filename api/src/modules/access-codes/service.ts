import type { AccessCode, AccessCodeInput, Page } from '@haulstop/shared/contracts';
import { validateAccessCode } from '@haulstop/shared/rules';
import type { Db } from '../../db/db';
import { conflict, notFound, text } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { keepOmitted } from '../../lib/put';
import { refuseInvalid } from '../../lib/rules';
import type { ScopedOrg } from '../../lib/tenancy';
import { writableLot } from '../lots/write';
import * as repository from './repository';

/**
 * Gate access codes are the owner's secret: only the lot's owner (and the platform) reads or
 * writes them; carriers and brokers get 403 and other owners 404, like every lot write.
 */
async function checked(db: Db, lotId: number, input: AccessCodeInput, exceptId: number | null) {
  refuseInvalid(validateAccessCode(input), {
    order: ['code', 'validFrom', 'validTo'],
    describe: (_field, error) => (error.key === 'validation.required' ? text('apiErrors.accessCodes.enterCodeAndWindow') : undefined),
  });
  const code = input.code.trim();
  if (await repository.codeTaken(db, lotId, code, exceptId))
    throw conflict(text('apiErrors.accessCodes.codeTaken', { code }), 'ALREADY_EXISTS', { field: 'code' });
  return { code, validFrom: new Date(input.validFrom).toISOString(), validTo: new Date(input.validTo).toISOString(), status: input.status ?? 'Active' };
}

export async function listCodes(db: Db, org: ScopedOrg, lotId: number, query: { page?: number; size?: number }): Promise<Page<AccessCode>> {
  await writableLot(db, org, lotId);
  return paged(query, (window) => repository.listCodes(db, lotId, window));
}

export async function createCode(db: Db, org: ScopedOrg, lotId: number, input: AccessCodeInput): Promise<AccessCode> {
  await writableLot(db, org, lotId);
  const id = await repository.insertCode(db, lotId, await checked(db, lotId, input, null));
  return (await repository.findCode(db, lotId, id))!;
}

async function existing(db: Db, org: ScopedOrg, lotId: number, accessCodeId: number): Promise<AccessCode> {
  await writableLot(db, org, lotId);
  const code = await repository.findCode(db, lotId, accessCodeId);
  if (!code) throw notFound('Access code');
  return code;
}

export async function updateCode(db: Db, org: ScopedOrg, lotId: number, accessCodeId: number, input: AccessCodeInput): Promise<AccessCode> {
  const code = await existing(db, org, lotId, accessCodeId);
  if (code.status === 'Removed') throw conflict(text('apiErrors.accessCodes.removed'), 'REMOVED');
  // Expired is computed from the window: such a code is stored Active.
  const stored = { status: code.status === 'Inactive' ? 'Inactive' : 'Active' };
  await repository.updateCode(db, accessCodeId, await checked(db, lotId, keepOmitted(input, stored, ['status']), accessCodeId));
  return (await repository.findCode(db, lotId, accessCodeId))!;
}

/** Removed, not deleted: the code's history stays readable. */
export async function removeCode(db: Db, org: ScopedOrg, lotId: number, accessCodeId: number): Promise<void> {
  await existing(db, org, lotId, accessCodeId);
  await repository.removeCode(db, accessCodeId);
}
