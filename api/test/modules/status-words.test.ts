import type { AppError } from '../../src/lib/errors';
import { requireTransition } from '../../src/modules/booking/lifecycle';
import { toEnvelope } from '../../src/plugins/app/error-envelope';
import { createTestContext, ORG, type TestContext } from '../helpers/test-app';

/**
 * "A person sees words in their language". A refusal that names a status says it with
 * the status's label in the request's language ("« Paiement réussi »"), not the stored English
 * ("Payment Success") inside a French or Spanish sentence. Without Accept-Language: the English.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const in_ = (language?: string) => (language ? { 'accept-language': language } : {});

describe('an invoice that is already paid', () => {
  // One of Northline's invoices, marked paid (a status that takes no payment).
  const payPaid = async (language?: string) => {
    const { rows } = await ctx.db.query<{ id: number }>(
      "UPDATE invoices SET status = 'Payment Success' WHERE id = (SELECT min(id) FROM invoices WHERE org_id = $1 AND kind IN ('invoice', 'consolidated')) RETURNING id",
      [ORG.northline],
    );
    return ctx.as('carrier', {
      method: 'POST',
      url: `/api/invoices/${rows[0].id}/payments`,
      orgId: ORG.northline,
      payload: { amountMinor: 1, payment: { method: 'CARD', cardNumber: '4242 4242 4242 4242' } },
      headers: in_(language),
    });
  };
  test('French and Spanish say the status in their words', async () => {
    const french = await payPaid('fr');
    expect(french.statusCode).toBe(409);
    expect(french.json()).toMatchObject({ errorCode: 'INVOICE_NOT_PAYABLE', errorMessage: "Cette facture est à l'état « Paiement réussi » : rien à payer" });
    expect((await payPaid('es')).json().errorMessage).toBe('Esta factura está en estado «Pago exitoso»: no hay nada que pagar');
  });
  test('without Accept-Language: the English of before', async () => {
    expect((await payPaid()).json().errorMessage).toBe('This invoice is Payment Success: nothing to pay');
  });
});

test('an organisation decided already: its approval status in French and Spanish', async () => {
  const decide = (language: string) =>
    ctx.as('admin', { method: 'PUT', url: `/api/organization/${ORG.northline}/approval`, payload: { decision: 'APPROVED' }, headers: in_(language) });
  const french = await decide('fr');
  expect(french.statusCode).toBe(409);
  expect(french.json().errorMessage).toBe("Seule une organisation en attente d'approbation peut être approuvée ou refusée (celle-ci est « Approuvée »)");
  expect((await decide('es')).json().errorMessage).toBe('Solo se puede aprobar o rechazar una organización pendiente de aprobación (esta está «Aprobada»)');
});

test('an invitation revoked already: its status in French and Spanish', async () => {
  const created = await ctx.as('carrier', {
    method: 'POST',
    url: `/api/organization/${ORG.northline}/invitations`,
    payload: { loginId: 'twice-revoked@example.test', role: 'user' },
  });
  expect(created.statusCode).toBe(201);
  const revoke = (language?: string) =>
    ctx.as('carrier', { method: 'DELETE', url: `/api/organization/${ORG.northline}/invitations/${created.json().invitationId}`, headers: in_(language) });
  expect((await revoke()).statusCode).toBe(204);
  const french = await revoke('fr');
  expect(french.statusCode).toBe(409);
  expect(french.json().errorMessage).toBe('Seule une invitation ouverte peut être révoquée (celle-ci est « Révoquée »)');
  expect((await revoke('es')).json().errorMessage).toBe('Solo se puede revocar una invitación abierta (esta está «Revocada»)');
});

test("a move the booking state machine refuses (a job's, no person's event): the status in French", () => {
  const refusal = (() => {
    try {
      requireTransition('holdExpires', 'Cancelled');
    } catch (error) {
      return error as AppError;
    }
    throw new Error('a Cancelled hold cannot expire');
  })();
  expect(toEnvelope(refusal, 'fr')).toEqual({
    statusCode: 409,
    errorCode: 'INVALID_TRANSITION',
    errorMessage: "Ce n'est pas possible pour une réservation à l'état « Annulé »",
  });
  expect(toEnvelope(refusal).errorMessage).toBe('This is not possible for a reservation in status Cancelled');
});
