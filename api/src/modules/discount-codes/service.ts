import type { DiscountCode, DiscountCodeInput, Page } from '@haulstop/shared/contracts';
import { validateDiscountCodeForm } from '@haulstop/shared/rules';
import type { Db } from '../../db/db';
import { badRequest, conflict, notFound, text } from '../../lib/errors';
import { paged } from '../../lib/paging';
import { keepOmitted } from '../../lib/put';
import { refuseInvalid } from '../../lib/rules';
import { scopeFor } from '../../lib/tenancy';
import type { OrgContext } from '../../plugins/app/authorization';
import * as repository from './repository';

export async function listCodes(db: Db, org: OrgContext, query: { search?: string; page?: number; size?: number }): Promise<Page<DiscountCode>> {
  return paged(query, (window) => repository.listCodes(db, scopeFor(org), { search: query.search?.trim() || undefined, ...window }));
}

/** The SPEC §5 rules of the form (shared/rules), then what only the server knows: the code is free, the lots are the owner's. */
async function checked(db: Db, org: OrgContext, input: DiscountCodeInput, exceptId: number | null): Promise<repository.CodeRow> {
  const errors = validateDiscountCodeForm({
    code: input.code,
    type: input.type,
    value: String(input.value),
    validFrom: input.validFrom,
    validTo: input.validTo,
  });
  refuseInvalid(errors, { order: ['code', 'type', 'value', 'validFrom', 'validTo'] });
  if (input.type === 'FIXED' && !Number.isInteger(input.value))
    throw badRequest(text('apiErrors.discountCodes.fixedWholeCents'), undefined, { field: 'value' });
  const code = input.code.trim();
  if (await repository.codeTaken(db, code, exceptId))
    throw conflict(text('apiErrors.discountCodes.codeTaken', { code: code.toUpperCase() }), 'ALREADY_EXISTS', { field: 'code' });
  const lotIds = [...new Set(input.parkingLotIds ?? [])];
  const own = await repository.ownLots(db, org.orgId, lotIds);
  if (own.length !== lotIds.length) throw badRequest(text('apiErrors.discountCodes.ownLotsOnly'), undefined, { field: 'parkingLotIds' });
  return {
    code,
    type: input.type === 'PERCENTAGE' ? 'percentage' : 'fixed',
    percentage: input.type === 'PERCENTAGE' ? input.value : null,
    amountMinor: input.type === 'FIXED' ? input.value : null,
    currency: input.currency ?? 'USD',
    maxUsesPerCode: input.maxUsesPerCode ?? null,
    totalValueMinor: input.totalValueMinor ?? null,
    maxCapMinor: input.maxCapMinor ?? null,
    validFrom: new Date(input.validFrom).toISOString(),
    validTo: new Date(input.validTo).toISOString(),
    status: input.active === false ? 'Inactive' : 'Active',
    lotIds,
  };
}

export async function createCode(db: Db, org: OrgContext, input: DiscountCodeInput): Promise<DiscountCode> {
  const row = await checked(db, org, input, null);
  const id = await db.transaction((tx) => repository.insertCode(tx, org.orgId, row));
  return (await repository.findOwnCode(db, org.orgId, id))!;
}

async function own(db: Db, org: OrgContext, id: number): Promise<DiscountCode> {
  const code = await repository.findOwnCode(db, org.orgId, id);
  if (!code) throw notFound('Discount code');
  return code;
}

export async function updateCode(db: Db, org: OrgContext, id: number, input: DiscountCodeInput): Promise<DiscountCode> {
  const existing = await own(db, org, id);
  // What the body leaves out keeps its value; only Inactive is a stored status (the others are computed).
  const stored = { ...existing, active: existing.status !== 'Inactive' };
  const fields = ['currency', 'maxUsesPerCode', 'totalValueMinor', 'maxCapMinor', 'parkingLotIds', 'active'] as const;
  const row = await checked(db, org, keepOmitted(input, stored, fields), id);
  // A limit cannot go below what has been used already (the database refuses it too, migration 101).
  if (row.maxUsesPerCode !== null && row.maxUsesPerCode < existing.usageCount)
    throw badRequest(text('apiErrors.discountCodes.usedMoreTimes', { count: existing.usageCount }), undefined, { field: 'maxUsesPerCode' });
  if (row.totalValueMinor !== null && row.totalValueMinor < existing.usedValueMinor)
    throw badRequest(text('apiErrors.discountCodes.totalBelowUsed'), undefined, { field: 'totalValueMinor' });
  await db.transaction((tx) => repository.updateCode(tx, id, row));
  return own(db, org, id);
}

export async function removeCode(db: Db, org: OrgContext, id: number): Promise<void> {
  await own(db, org, id);
  await repository.removeCode(db, id);
}
