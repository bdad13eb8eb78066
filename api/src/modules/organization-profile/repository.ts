import type { BankDetails, OrganizationDocument, OrganizationProfile } from '@haulstop/shared/contracts';
import type { Queryable } from '../../db/db';

const PROFILE = `COALESCE(o.saas_org_id, o.id) AS "saasOrgId", o.org_type AS "orgType", o.name AS "orgName", o.dot_number AS "dotNumber",
  o.tax_id AS "taxId", o.phone, o.address, o.city, o.region, o.postal_code AS "postalCode", o.country, o.logo_path AS "logoPath", o.time_zone AS "timeZone"`;

export async function findProfile(db: Queryable, orgId: number): Promise<OrganizationProfile | undefined> {
  const { rows } = await db.query<OrganizationProfile>(`SELECT ${PROFILE} FROM organizations o WHERE o.id = $1`, [orgId]);
  return rows[0];
}

export async function updateProfile(db: Queryable, orgId: number, p: Omit<OrganizationProfile, 'saasOrgId' | 'orgType'>): Promise<void> {
  await db.query(
    `UPDATE organizations SET name = $2, dot_number = $3, tax_id = $4, phone = $5, address = $6, city = $7, region = $8, postal_code = $9,
            country = $10, logo_path = $11, time_zone = $12 WHERE id = $1`,
    [orgId, p.orgName, p.dotNumber, p.taxId, p.phone, p.address, p.city, p.region, p.postalCode, p.country, p.logoPath, p.timeZone],
  );
}

/** Is the DOT number another organisation's? */
export async function dotTaken(db: Queryable, orgId: number, dotNumber: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM organizations WHERE dot_number = $1 AND id <> $2', [dotNumber, orgId]);
  return rowCount > 0;
}

const DOCUMENT = `d.id AS "documentId", d.kind, d.file_path AS "filePath", d.file_name AS "fileName", to_char(d.signed_date, 'YYYY-MM-DD') AS "signedDate",
  to_char(d.expiry_date, 'YYYY-MM-DD') AS "expiryDate", d.expiry_date < CURRENT_DATE AS expired`;

export async function listDocuments(db: Queryable, orgId: number): Promise<OrganizationDocument[]> {
  const { rows } = await db.query<OrganizationDocument>(
    `SELECT ${DOCUMENT} FROM organization_documents d WHERE d.org_id = $1 ORDER BY d.expiry_date DESC, d.id DESC`,
    [orgId],
  );
  return rows;
}

export async function insertDocument(
  db: Queryable,
  orgId: number,
  d: { kind: string; filePath: string; fileName: string; signedDate: string; expiryDate: string },
): Promise<OrganizationDocument> {
  const { rows } = await db.query<OrganizationDocument>(
    `INSERT INTO organization_documents AS d (org_id, kind, file_path, file_name, signed_date, expiry_date) VALUES ($1, $2, $3, $4, $5::date, $6::date) RETURNING ${DOCUMENT}`,
    [orgId, d.kind, d.filePath, d.fileName, d.signedDate, d.expiryDate],
  );
  return rows[0];
}

export async function deleteDocument(db: Queryable, orgId: number, documentId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM organization_documents WHERE id = $1 AND org_id = $2', [documentId, orgId]);
  return rowCount > 0;
}

type BankRow = Omit<BankDetails, 'updatedAt'> & { updatedAt: Date | string };

export async function findBankDetails(db: Queryable, orgId: number): Promise<BankRow | undefined> {
  const { rows } = await db.query<BankRow>(
    `SELECT account_holder_name AS "accountHolderName", account_number AS "accountNumber", country, aba_routing_number AS "abaRoutingNumber",
            transit_number AS "transitNumber", institution_number AS "institutionNumber", swift_code AS "swiftCode", updated_at AS "updatedAt"
       FROM organization_bank_details WHERE org_id = $1`,
    [orgId],
  );
  return rows[0];
}

export async function saveBankDetails(db: Queryable, orgId: number, b: Omit<BankDetails, 'updatedAt'>): Promise<void> {
  await db.query(
    `INSERT INTO organization_bank_details (org_id, account_holder_name, account_number, country, aba_routing_number, transit_number, institution_number, swift_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (org_id) DO UPDATE SET account_holder_name = EXCLUDED.account_holder_name, account_number = EXCLUDED.account_number,
       country = EXCLUDED.country, aba_routing_number = EXCLUDED.aba_routing_number, transit_number = EXCLUDED.transit_number,
       institution_number = EXCLUDED.institution_number, swift_code = EXCLUDED.swift_code, updated_at = now()`,
    [orgId, b.accountHolderName, b.accountNumber, b.country, b.abaRoutingNumber, b.transitNumber, b.institutionNumber, b.swiftCode],
  );
}
