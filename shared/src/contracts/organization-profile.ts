/** GET /api/organization/{saasOrgId}/profile and the answer of PUT /api/organization/{saasOrgId} (DESIGN §7 names). */
export type OrganizationProfile = {
  saasOrgId: number;
  orgType: string;
  orgName: string;
  dotNumber: string | null;
  taxId: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  country: 'US' | 'CA' | null;
  logoPath: string | null;
  /** The accounting zone: the one zone whose calendar cuts the organisation's periods (statements, invoices, reports, the dashboard). */
  timeZone: string;
};

/** PUT /api/organization/{saasOrgId}: the name, and any of the other fields (absent or null: cleared). */
export type OrganizationProfileInput = { orgName: string } & Partial<Omit<OrganizationProfile, 'saasOrgId' | 'orgType' | 'orgName'>>;

/** A document of the organisation (insurance, agreement); the file is read through the download URL. */
export type OrganizationDocument = {
  documentId: number;
  kind: 'insurance' | 'agreement';
  filePath: string;
  fileName: string;
  signedDate: string;
  expiryDate: string;
  /** past its expiry date */
  expired: boolean;
};

export type OrganizationDocumentInput = { kind: 'insurance' | 'agreement'; filePath: string; fileName: string; signedDate: string; expiryDate: string };

/** Bank details as answered: every number masked to its last digits (never whole). */
export type BankDetails = {
  accountHolderName: string;
  accountNumber: string;
  country: 'US' | 'CA';
  abaRoutingNumber: string | null;
  transitNumber: string | null;
  institutionNumber: string | null;
  swiftCode: string | null;
  updatedAt: string;
};

export type BankDetailsInput = {
  accountHolderName: string;
  accountNumber: string;
  country: 'US' | 'CA';
  abaRoutingNumber?: string | null;
  transitNumber?: string | null;
  institutionNumber?: string | null;
  swiftCode?: string | null;
};
