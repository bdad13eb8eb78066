import fr from '@haulstop/shared/locales/fr/common.json';
import es from '@haulstop/shared/locales/es/common.json';
import { durationKey, type Duration } from '@haulstop/shared/constants';
import { statusKey } from '@haulstop/shared/status';
import { documentWords } from '../src/lib/documents';
import { pdfText } from './helpers/pdf-text';
import { createTestContext, ORG, type TestContext } from './helpers/test-app';

/*
 * "a person sees words in their language": the PDFs the console downloads (it sends the
 * console's language as Accept-Language) are written in that language, statuses by their labels;
 * without the header they stay English (the other suites read them so).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const label = (labels: { status: Record<string, string> }, status: string) => labels.status[statusKey(status).slice('status.'.length)];
const pdfIn = async (language: string, user: 'carrier' | 'owner', url: string, orgId: number) => {
  const response = await ctx.as(user, { url, orgId, headers: { 'accept-language': language } });
  expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 200, 'application/pdf']);
  return pdfText(response.rawPayload);
};
const lastMonth = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
})();

describe('documents in the reader’s language', () => {
  test('a reservation in French: its labels, its status, its duration', async () => {
    const booking = (await ctx.as('carrier', { url: '/api/reservations?size=1', orgId: ORG.northline })).json().content[0];
    const text = await pdfIn('fr-CA,fr;q=0.9', 'carrier', `/api/reservations/${booking.reservationId}/pdf`, ORG.northline);
    for (const words of [
      `Réservation ${booking.reservationId}`,
      'Stationnement :',
      'Client :',
      'Début :',
      'Heures locales du stationnement',
      `Statut : ${label(fr, booking.status)}`,
      'Montant :',
    ])
      expect(text).toContain(words);
    expect(text).toContain(`Durée : ${fr.durations[durationKey(booking.duration as Duration).slice('durations.'.length) as keyof typeof fr.durations]}`);
    expect(text).not.toContain('Parking lot:');
  });

  test('an invoice in Spanish, and the same invoice in English without the header', async () => {
    const invoice = (await ctx.as('carrier', { url: '/api/invoices?kind=invoice&size=1', orgId: ORG.northline })).json().content[0];
    const text = await pdfIn('es', 'carrier', `/api/invoices/${invoice.invoiceId}/pdf`, ORG.northline);
    for (const words of [`Factura ${invoice.invoiceNumber}`, 'Facturado a:', 'Vencimiento:', `Estado: ${label(es, invoice.status)}`, 'Saldo pendiente:'])
      expect(text).toContain(words);
    const english = pdfText((await ctx.as('carrier', { url: `/api/invoices/${invoice.invoiceId}/pdf`, orgId: ORG.northline })).rawPayload);
    expect(english).toContain('Billed to:');
    expect(english).not.toContain('Facturado a:');
  });

  test('an owner’s statement of income in French and its discount-code invoice in Spanish', async () => {
    const statement = await pdfIn('fr', 'owner', `/api/statements/${lastMonth}/pdf`, ORG.prairie);
    for (const words of [`État des revenus ${lastMonth}`, 'Période : du', 'Frais de plateforme :', 'Versement net :']) expect(statement).toContain(words);
    // One booking is "1 réservation", never "1 réservations".
    expect(statement).not.toMatch(/ 1 réservations/);
    expect(statement).toMatch(/ \d+ réservations?/);
    const discounts = await pdfIn('es', 'owner', `/api/discountCodeInvoices/${lastMonth}/pdf`, ORG.prairie);
    for (const words of [`Factura de códigos de descuento ${lastMonth}`, 'Facturado a:', 'Periodo: del']) expect(discounts).toContain(words);
  });
});

test('a document counts one booking in the singular, in each language', () => {
  expect(['en', 'fr', 'es'].map((language) => documentWords(language as 'en').t('lotBookings', { lot: 'Columbus', count: 1 }))).toEqual([
    'Columbus: 1 booking',
    'Columbus : 1 réservation',
    'Columbus: 1 reserva',
  ]);
  expect(documentWords('fr').t('lotBookings', { lot: 'Columbus', count: 3 })).toBe('Columbus : 3 réservations');
});
