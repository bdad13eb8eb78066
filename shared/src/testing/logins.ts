import type { LoginOrganization } from '@haulstop/shared/session';

/**
 * An organisation of a login answer as the API sends it: its own saasOrgId and usage type, the admin
 * role, active and approved, no carrier network and no logo, unless the test names otherwise.
 */
export const loginOrganization = (org: LoginOrganization & { orgType: string }): LoginOrganization => ({
  saasOrgId: org.orgId,
  usageType: org.orgType,
  role: 'admin',
  orgStatus: 'Active',
  isOrgApproved: 'Approved',
  isOrgNetworkConfigEnabled: false,
  logoPath: null,
  ...org,
});
