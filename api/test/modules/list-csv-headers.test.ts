import type { ListColumn } from '@haulstop/shared/contracts/columns';
import { DISCOUNT_INVOICE_COLUMNS } from '@haulstop/shared/contracts/discount-invoice-columns';
import { RESERVATION_COLUMNS } from '@haulstop/shared/contracts/reservation-columns';
import { STATEMENT_COLUMNS } from '@haulstop/shared/contracts/statement-columns';
import { translate } from '../../src/lib/i18n';
import { createTestContext, ORG, type TestContext } from '../helpers/test-app';

/*
 * Each list's CSV is headed by its column list's labels, in the request's language (the shared
 * language files), never by field names; and it leaves out no column the list's table shows.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type List = { url: string; user: Parameters<TestContext['as']>[0]; orgId: number; columns: readonly ListColumn<never>[] };
const LISTS: Record<string, List> = {
  reservations: { url: '/api/reservations/csv', user: 'carrier', orgId: ORG.northline, columns: RESERVATION_COLUMNS },
  statement: { url: '/api/statements/2026-01/csv', user: 'owner', orgId: ORG.prairie, columns: STATEMENT_COLUMNS },
  discountInvoice: { url: '/api/discountCodeInvoices/2026-01/csv', user: 'owner', orgId: ORG.prairie, columns: DISCOUNT_INVOICE_COLUMNS },
};

/** The CSV's header row as its cells (no header holds a comma or a quote). */
async function headerRow(list: List, language: string): Promise<string[]> {
  const response = await ctx.as(list.user, { url: list.url, orgId: list.orgId, headers: { 'accept-language': language } });
  expect([list.url, response.statusCode]).toEqual([list.url, 200]);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  return response.body.split('\n')[0].split(',');
}

const HEADERS: Record<string, { en: string[]; fr: string[] }> = {
  reservations: {
    en: ['Reservation ID', 'Parking lot', 'Company', 'Duration', 'Start', 'End', 'Time zone', 'Slots', 'Amount', 'Currency', 'Status', 'Payment status'],
    fr: [
      'ID de réservation',
      'Stationnement',
      'Entreprise',
      'Durée',
      'Début',
      'Fin',
      'Fuseau horaire',
      'Places',
      'Montant',
      'Devise',
      'Statut',
      'Statut du paiement',
    ],
  },
  statement: {
    en: [
      'Period',
      'Owner',
      'Parking lot',
      'Currency',
      'Bookings',
      'Gross (before discounts and taxes)',
      'Discounts',
      'Refunds (taxes incl.)',
      'Overstay (before taxes)',
      'No-show fees kept (taxes incl.)',
      'Platform fee',
      'Taxes collected',
      'Net payout',
    ],
    fr: [
      'Période',
      'Propriétaire',
      'Parc de stationnement',
      'Devise',
      'Réservations',
      'Brut (avant remises et taxes)',
      'Remises',
      'Remboursements (taxes incl.)',
      'Dépassement (avant taxes)',
      'Frais de non-présentation retenus (taxes incl.)',
      'Frais de plateforme',
      'Taxes perçues',
      'Versement net',
    ],
  },
  discountInvoice: {
    en: ['Period', 'Owner', 'Discount code', 'Parking lot', 'Currency', 'Uses', 'Discount'],
    fr: ['Période', 'Propriétaire', 'Code de réduction', 'Parc de stationnement', 'Devise', 'Utilisations', 'Remise'],
  },
};

describe('the lists’ CSVs', () => {
  test.each(Object.keys(LISTS))('%s: the header row is the columns’ labels in the request’s language, English and French', async (name) => {
    expect(await headerRow(LISTS[name], 'en')).toEqual(HEADERS[name].en);
    expect(await headerRow(LISTS[name], 'fr-CA,fr;q=0.9,en;q=0.8')).toEqual(HEADERS[name].fr);
  });

  test.each(Object.keys(LISTS))('%s: every column of the page’s table is in the CSV, itself or by the columns that carry it', async (name) => {
    const list = LISTS[name];
    for (const language of ['en', 'es'] as const) {
      const header = await headerRow(list, language);
      const labelOf = (key: string) => translate(language, list.columns.find((column) => column.key === key)!.label);
      for (const column of list.columns.filter((c) => c.only !== 'csv')) {
        const carriedBy = column.of ?? [column.key];
        expect([column.key, carriedBy.every((key) => header.includes(labelOf(key)))]).toEqual([column.key, true]);
      }
    }
  });
});
