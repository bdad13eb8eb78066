import type { ListColumn } from '@haulstop/shared/contracts/columns';
import {
  ASSET_REPORT_COLUMNS,
  DRIVER_REPORT_COLUMNS,
  LOT_REPORT_COLUMNS,
  RECONCILIATION_COLUMNS,
  REVENUE_COLUMNS,
} from '@haulstop/shared/contracts/report-columns';
import { translate } from '../../../src/lib/i18n';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';

/*
 * Each report's CSV is headed by its page table's column headers, in the request's language (the
 * shared language files), never by field names; and it leaves out no column the page's table shows.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Report = { url: string; user: Parameters<TestContext['as']>[0]; orgId: number; columns: readonly ListColumn<never>[] };
const REPORTS: Record<string, Report> = {
  lots: { url: '/api/reports/parkingLots/csv', user: 'owner', orgId: ORG.prairie, columns: LOT_REPORT_COLUMNS },
  assets: { url: '/api/reports/assets/csv', user: 'carrier', orgId: ORG.northline, columns: ASSET_REPORT_COLUMNS },
  drivers: { url: '/api/reports/drivers/csv', user: 'admin', orgId: ORG.platform, columns: DRIVER_REPORT_COLUMNS },
  revenue: { url: '/api/reports/revenue/csv?groupBy=month', user: 'admin', orgId: ORG.platform, columns: REVENUE_COLUMNS },
  reconciliation: { url: '/api/reports/reconciliation/csv', user: 'owner', orgId: ORG.prairie, columns: RECONCILIATION_COLUMNS },
};

/** The CSV's header row as its cells (no header holds a comma or a quote). */
async function headerRow(report: Report, language: string): Promise<string[]> {
  const response = await ctx.as(report.user, { url: report.url, orgId: report.orgId, headers: { 'accept-language': language } });
  expect([report.url, response.statusCode]).toEqual([report.url, 200]);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  return response.body.split('\n')[0].split(',');
}

const HEADERS: Record<string, { en: string[]; fr: string[] }> = {
  lots: {
    en: [
      'Parking lot ID',
      'Parking lot',
      'Currency',
      'Slots',
      'Bookings',
      'Occupancy',
      'Gross (before discounts and taxes)',
      'Net sales (taxes incl.)',
      'Average net sale (taxes incl.)',
      'List price',
      'Cancellations',
      'Used slot-hours',
      'No-shows',
      'Overstay charged',
      'No-show rate',
      'Average stay (hours)',
    ],
    fr: [
      'ID du stationnement',
      'Stationnement',
      'Devise',
      'Places',
      'Réservations',
      'Occupation',
      'Brut (avant remises et taxes)',
      'Ventes nettes (taxes incl.)',
      'Vente nette moyenne (taxes incl.)',
      'Prix affiché',
      'Annulations',
      'Heures-places utilisées',
      'Non-présentations',
      'Dépassements facturés',
      'Taux de non-présentation',
      'Séjour moyen (heures)',
    ],
  },
  assets: {
    en: ['Asset ID', 'License plate', 'VIN', 'Organization', 'Bookings', 'Lots used', 'Hours parked', 'Hours on lot', 'Spent', 'Currency', 'Last booking'],
    fr: [
      'ID du véhicule',
      "Plaque d'immatriculation",
      'NIV',
      'Organisation',
      'Réservations',
      'Stationnements utilisés',
      'Heures stationnées',
      'Heures au stationnement',
      'Dépensé',
      'Devise',
      'Dernière réservation',
    ],
  },
  drivers: {
    en: [
      'Driver ID',
      'First name',
      'Last name',
      'Organization ID',
      'Organization',
      'Bookings',
      'Lots used',
      'Hours parked',
      'Spent',
      'Currency',
      'Last booking',
      'Status',
    ],
    fr: [
      'ID du chauffeur',
      'Prénom',
      'Nom',
      "ID de l'organisation",
      'Organisation',
      'Réservations',
      'Stationnements utilisés',
      'Heures stationnées',
      'Dépensé',
      'Devise',
      'Dernière réservation',
      'Statut',
    ],
  },
  revenue: {
    en: [
      'Group key',
      'Group',
      'Currency',
      'Bookings',
      'Gross (before discounts and taxes)',
      'Discounts',
      'Refunds (taxes incl.)',
      'Platform fee',
      'Taxes collected',
      'Overstay (before taxes)',
      'No-show fees kept (taxes incl.)',
      'Net payout',
    ],
    fr: [
      'Clé du groupe',
      'Groupe',
      'Devise',
      'Réservations',
      'Brut (avant remises et taxes)',
      'Remises',
      'Remboursements (taxes incl.)',
      'Frais de plateforme',
      'Taxes perçues',
      'Dépassement (avant taxes)',
      'Frais de non-présentation retenus (taxes incl.)',
      'Versement net',
    ],
  },
  reconciliation: {
    en: ['Payment ID', 'Date', 'Reservation', 'Method', 'Status', 'Amount', 'Currency', 'Document type', 'Document number', 'Matched'],
    fr: ['ID du paiement', 'Date', 'Réservation', 'Moyen', 'Statut', 'Montant', 'Devise', 'Type de document', 'Numéro du document', 'Rapproché'],
  },
};

describe('the report CSVs (GET /api/reports/…/csv)', () => {
  test.each(Object.keys(REPORTS))('%s: the header row is the columns’ labels in the request’s language, English and French', async (name) => {
    expect(await headerRow(REPORTS[name], 'en')).toEqual(HEADERS[name].en);
    expect(await headerRow(REPORTS[name], 'fr-CA,fr;q=0.9,en;q=0.8')).toEqual(HEADERS[name].fr);
  });

  test.each(Object.keys(REPORTS))('%s: every column of the page’s table is in the CSV, itself or by the columns that carry it', async (name) => {
    const report = REPORTS[name];
    for (const language of ['en', 'es'] as const) {
      const header = await headerRow(report, language);
      const labelOf = (key: string) => translate(language, report.columns.find((column) => column.key === key)!.label);
      for (const column of report.columns.filter((c) => c.only !== 'csv')) {
        const carriedBy = column.of ?? [column.key];
        expect([column.key, carriedBy.every((key) => header.includes(labelOf(key)))]).toEqual([column.key, true]);
      }
    }
  });
});
