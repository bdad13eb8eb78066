import type { PermissionContext } from '@haulstop/shared/permissions';
import type { DemoUser, TestContext } from './test-app';

/**
 * The permission context a demo user has in an organisation, as the console's session builds it:
 * the membership's role there (a platform user acting elsewhere keeps its platform role), the
 * organisation's type and carrier-network flag, the login id.
 */
export async function demoContext(ctx: TestContext, user: DemoUser, saasOrgId: number): Promise<PermissionContext> {
  const session = await ctx.login(user);
  const membership = session.organizations.find((org) => org.saasOrgId === saasOrgId) ?? session.organizations.find((org) => org.saasOrgId === 1);
  const { rows } = await ctx.db.query<{ orgType: PermissionContext['orgType']; enabled: boolean }>(
    `SELECT org_type AS "orgType", is_org_network_config_enabled AS enabled FROM organizations WHERE COALESCE(saas_org_id, id) = $1`,
    [saasOrgId],
  );
  return {
    orgType: rows[0].orgType,
    saasOrgId,
    role: membership?.role ?? null,
    isOrgNetworkConfigEnabled: rows[0].enabled === true,
    loginId: session.user.loginId,
  };
}
