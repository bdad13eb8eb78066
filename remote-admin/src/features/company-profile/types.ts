/** GET /api/organization/{saasOrgId} (SPEC §3 "Organisation (detail)", api/src/modules/organizations/schemas.ts). */
export type OrganizationDetail = {
  orgId: number;
  orgName: string;
  saasOrgId: number;
  usageType: string;
  orgType: string;
  isOrgNetworkConfigEnabled: boolean;
  status: string;
  isOrgApproved: string;
  logoPath: string | null;
  parentOrgId?: number | null;
};
