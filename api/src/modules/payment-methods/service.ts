import type { NewOpenAccount, NewPaymentMethod, OpenAccount, SavedPaymentMethod } from '@haulstop/shared/contracts';
import { openAccountPaysAt, validateAbaRouting, validateInstitutionNumber, validateTransitNumber } from '@haulstop/shared/rules';
import type { Db, Queryable } from '../../db/db';
import { badRequest, conflict, notFound, text } from '../../lib/errors';
import { refuseInvalid } from '../../lib/rules';
import type { OrgContext } from '../../plugins/app/authorization';
import type { PaymentGateway } from '../payments/gateway';
import * as repository from './repository';

const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** The organisation's active saved card or bank account `id` with its gateway token, to charge it; another organisation's → undefined. */
export const savedMethodForCharge = (db: Queryable, orgId: number, id: number) => repository.savedMethodForCharge(db, orgId, id);

export const listMethods = (db: Db, org: OrgContext): Promise<SavedPaymentMethod[]> => repository.listMethods(db, org.orgId);

async function cardRow(gateway: PaymentGateway, input: Extract<NewPaymentMethod, { type: 'CARD' }>, now: Date): Promise<repository.MethodRow> {
  const lastValidMonth = input.expYear * 12 + input.expMonth;
  if (lastValidMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    throw badRequest(text('apiErrors.paymentMethods.cardExpired'), 'CARD_EXPIRED', { field: 'expYear' });
  const card = await gateway.tokenizeCard(input.cardNumber);
  if (!card) throw badRequest(text('apiErrors.paymentMethods.invalidCard'), 'INVALID_CARD', { field: 'cardNumber' });
  return {
    type: 'CARD',
    token: card.token,
    brand: card.brand,
    last4: card.last4,
    expMonth: input.expMonth,
    expYear: input.expYear,
    accountHolder: input.accountHolder?.trim() || null,
    abaRouting: null,
    transitNumber: null,
    institutionNumber: null,
  };
}

/** A bank account is American (ABA routing, 9 digits) or Canadian (transit 5 + institution 3). */
function bankRow(input: Extract<NewPaymentMethod, { type: 'BANK' }>): repository.MethodRow {
  const account = digits(input.accountNumber);
  if (account.length < 4 || account !== input.accountNumber.replace(/[\s-]/g, ''))
    throw badRequest(text('apiErrors.paymentMethods.accountNumber'), undefined, { field: 'accountNumber' });
  const american = input.abaRouting !== undefined;
  const canadian = input.transitNumber !== undefined || input.institutionNumber !== undefined;
  if (american === canadian) throw badRequest(text('apiErrors.paymentMethods.routingOrTransit'), undefined, { field: 'abaRouting' });
  refuseInvalid(
    american
      ? [validateAbaRouting(input.abaRouting)]
      : [validateTransitNumber(input.transitNumber ?? ''), validateInstitutionNumber(input.institutionNumber ?? '')],
  );
  if (!american && (!input.transitNumber || !input.institutionNumber))
    throw badRequest(text('apiErrors.paymentMethods.transitAndInstitution'), undefined, { field: input.transitNumber ? 'institutionNumber' : 'transitNumber' });
  return {
    type: 'BANK',
    token: null,
    brand: null,
    last4: account.slice(-4),
    expMonth: null,
    expYear: null,
    accountHolder: input.accountHolder.trim(),
    abaRouting: american ? input.abaRouting! : null,
    transitNumber: american ? null : input.transitNumber!,
    institutionNumber: american ? null : input.institutionNumber!,
  };
}

export async function createMethod(db: Db, gateway: PaymentGateway, org: OrgContext, input: NewPaymentMethod): Promise<SavedPaymentMethod> {
  const row = input.type === 'CARD' ? await cardRow(gateway, input, new Date()) : bankRow(input);
  const id = await repository.insertMethod(db, org.orgId, row);
  return (await repository.findMethod(db, org.orgId, id))!;
}

export async function deleteMethod(db: Db, org: OrgContext, id: number): Promise<void> {
  if (!(await repository.deleteMethod(db, org.orgId, id))) throw notFound('Payment method');
}

/** Owners see the accounts they granted, fleet organisations the ones granted to them, the platform all. */
export const listAccounts = (db: Db, org: OrgContext): Promise<OpenAccount[]> => repository.listAccounts(db, org.isPlatformOrg ? null : org.orgId);

export async function createAccount(db: Db, org: OrgContext, input: NewOpenAccount): Promise<OpenAccount> {
  const { rows } = await db.query<{ org_type: string }>('SELECT org_type FROM organizations WHERE id = $1', [input.orgId]);
  if (!rows[0]) throw notFound('Organisation');
  if (!['CARRIER', 'BROKER'].includes(rows[0].org_type))
    throw badRequest(text('apiErrors.paymentMethods.openAccountsForFleets'), undefined, { field: 'orgId' });
  for (const [field, value] of [
    ['accountName', input.accountName],
    ['accountType', input.accountType],
    ['glNumber', input.glNumber],
  ] as const) {
    if (!value.trim()) throw badRequest(text('apiErrors.paymentMethods.enterField', { field }), undefined, { field, paramKeys: { field: `fields.${field}` } });
  }
  const id = await repository.insertAccount(db, org.orgId, input);
  return (await repository.findAccount(db, id))!;
}

/** How a booking pays, resolved from `payment` before the gateway is called (inside the booking's transaction). */
export interface ResolvedPayment {
  cardToken?: string;
  paymentMethodId: number | null;
  openAccountId: number | null;
}

/**
 * A saved card or bank account must be the payer's own; an open account must be granted to the
 * payer by the lot's owner or the platform. Another organisation's id answers 404.
 */
export async function resolvePayment(
  tx: Queryable,
  payerOrgId: number,
  lotOwnerOrgId: number,
  payment: { method: string; paymentMethodId?: number },
): Promise<ResolvedPayment> {
  if (payment.method === 'OPEN_ACCOUNT') {
    if (payment.paymentMethodId === undefined) throw badRequest(text('apiErrors.paymentMethods.chooseOpenAccount'), undefined, { field: 'paymentMethodId' });
    const { rows } = await tx.query<{ id: number; grantedByOrgId: number }>(
      `SELECT a.id, a.granted_by_org_id AS "grantedByOrgId" FROM open_accounts a WHERE a.id = $1 AND a.org_id = $2 AND a.status = 'Active'`,
      [payment.paymentMethodId, payerOrgId],
    );
    if (!rows[0] || !openAccountPaysAt(rows[0], lotOwnerOrgId)) throw notFound('Open account');
    return { paymentMethodId: null, openAccountId: rows[0].id };
  }
  if (payment.paymentMethodId === undefined || payment.method === 'PAY_LATER') return { paymentMethodId: null, openAccountId: null };
  const saved = await repository.savedMethodForCharge(tx, payerOrgId, payment.paymentMethodId);
  if (!saved) throw notFound('Payment method');
  if (saved.type !== payment.method)
    throw badRequest(
      text(payment.method === 'CARD' ? 'apiErrors.paymentMethods.notACard' : 'apiErrors.paymentMethods.notABankAccount', { id: payment.paymentMethodId }),
      undefined,
      { field: 'paymentMethodId' },
    );
  return { paymentMethodId: payment.paymentMethodId, openAccountId: null, cardToken: saved.token ?? undefined };
}

/** Charges an open account: one guarded UPDATE, so two bookings can never spend the same credit. */
export async function chargeOpenAccount(tx: Queryable, openAccountId: number, amountMinor: number, currency: string): Promise<void> {
  const { rowCount } = await tx.query(
    `UPDATE open_accounts SET used_minor = used_minor + $2 WHERE id = $1 AND currency = $3 AND used_minor + $2 <= credit_limit_minor`,
    [openAccountId, amountMinor, currency],
  );
  if (rowCount === 0) {
    const { rows } = await tx.query<{ currency: string }>('SELECT currency FROM open_accounts WHERE id = $1', [openAccountId]);
    if (rows[0]?.currency !== currency)
      throw badRequest(
        text('apiErrors.paymentMethods.openAccountCurrency', { accountCurrency: String(rows[0]?.currency), lotCurrency: currency }),
        'CURRENCY_MISMATCH',
        { field: 'paymentMethodId' },
      );
    throw conflict(text('apiErrors.paymentMethods.creditLimit'), 'CREDIT_LIMIT_EXCEEDED', { field: 'paymentMethodId' });
  }
}
