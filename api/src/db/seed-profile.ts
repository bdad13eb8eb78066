import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from './db';

/** Where Prairie's seeded insurance certificate sits in the file store (an upload of its own). */
export const SEED_INSURANCE_PATH = 'orgs/2/documents/certificate-of-insurance.pdf';

/** The seeded documents into the file store; an existing file is left alone. */
export function copyProfileFiles(seedAssetsDir: string, filesDir: string): void {
  const target = path.join(filesDir, SEED_INSURANCE_PATH);
  if (existsSync(target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(path.join(seedAssetsDir, 'documents', 'certificate-of-insurance.pdf'), target);
}

const DAY = 24 * 3600 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Prairie's company record: address, tax id and phone, an insurance certificate valid
 * for a year, and Canadian bank details (shown masked), so /companyProfile shows each section.
 */
export async function seedProfile(tx: Queryable, today: Date): Promise<void> {
  await tx.query(
    `UPDATE organizations SET tax_id = '812345678', phone = '3065550142', address = '1500 Ross Avenue E', city = 'Regina', region = 'SK',
            postal_code = 'S4N 7A7', country = 'CA' WHERE id = 2`,
  );
  await tx.query(
    `INSERT INTO organization_documents (org_id, kind, file_path, file_name, signed_date, expiry_date)
     VALUES (2, 'insurance', $1, 'certificate-of-insurance.pdf', $2::date, $3::date)`,
    [SEED_INSURANCE_PATH, isoDate(new Date(today.getTime() - 60 * DAY)), isoDate(new Date(today.getTime() + 305 * DAY))],
  );
  await tx.query(
    `INSERT INTO organization_bank_details (org_id, account_holder_name, account_number, country, transit_number, institution_number, swift_code)
     VALUES (2, 'Prairie Truck Stops Ltd.', '004512398871', 'CA', '08042', '003', 'ROYCCAT2')`,
  );
}
