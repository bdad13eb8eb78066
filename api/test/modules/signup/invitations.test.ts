import { DEMO_PASSWORD } from '../../../src/db/seed-data';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { lastMailTo } from '../../helpers/outbox';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ signupRateLimit: 1000 });
});
afterAll(() => ctx.close());

const invite = (user: 'carrier' | 'dispatch' | 'broker' | 'admin', payload: Record<string, unknown>, saasOrgId: number = ORG.northline) =>
  ctx.as(user, { method: 'POST', url: `/api/organization/${saasOrgId}/invitations`, payload });
const accept = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/invitations/accept', payload });
const preview = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/invitations/preview', payload: { token } });

async function tokenFor(address: string): Promise<string> {
  const mail = await lastMailTo(ctx.config.dataDir, address);
  const token = mail?.link ? new URL(mail.link).searchParams.get('token') : null;
  if (!token) throw new Error(`no invitation link mailed to ${address}`);
  return token;
}

describe('POST /api/organization/{saasOrgId}/invitations', () => {
  test('an organisation admin invites an address with a role: Invited, and the link is mailed', async () => {
    const response = await invite('carrier', { loginId: 'New.Driver@Example.test', role: 'user' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ loginId: 'new.driver@example.test', role: 'user', status: 'Invited' });
    const mail = await lastMailTo(ctx.config.dataDir, 'new.driver@example.test');
    expect(mail?.subject).toBe('You are invited to Northline Freight on Haulstop');
    expect(mail?.link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/acceptInvitation\?token=[A-Za-z0-9_-]{43}$/);
  });

  test('a member who is not admin or Manager is refused (403); another organisation answers 404', async () => {
    const memberships = (await ctx.login('dispatch')).organizations.map((o) => `${o.saasOrgId}:${o.role}`);
    expect(memberships).toContain(`${ORG.northline}:user`);
    expect((await invite('dispatch', { loginId: 'x@example.test', role: 'user' })).statusCode).toBe(403);
    expect((await invite('broker', { loginId: 'x@example.test', role: 'user' })).statusCode).toBe(404);
  });

  test('refuses an invalid e-mail, an unknown role, and someone already a member', async () => {
    expect((await invite('carrier', { loginId: 'nope', role: 'user' })).json().errorMessage).toBe('Enter a valid email address');
    expect((await invite('carrier', { loginId: 'y@example.test', role: 'owner' })).statusCode).toBe(400);
    const member = await invite('carrier', { loginId: 'dispatch@haulstop.test', role: 'user' });
    expect(member.statusCode).toBe(409);
    expect(member.json().errorCode).toBe('ALREADY_MEMBER');
  });

  test('inviting is rate limited per address (429)', async () => {
    const app = await ctx.withConfig({ signupRateLimit: 1 });
    const { token } = await ctx.login('carrier');
    const send = () =>
      app.inject({
        method: 'POST',
        url: `/api/organization/${ORG.northline}/invitations`,
        headers: { authorization: `Bearer ${token}` },
        payload: { loginId: 'limit@example.test', role: 'user' },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
  });
});

describe('POST /api/invitations/accept', () => {
  test('a new person sets name and password and joins (Invited → Joined), then signs in', async () => {
    await invite('carrier', { loginId: 'fresh@example.test', role: 'Manager' });
    const token = await tokenFor('fresh@example.test');
    expect((await preview(token)).json()).toEqual({ orgName: 'Northline Freight', loginId: 'fresh@example.test', role: 'Manager', existingUser: false });
    const refused = await accept({ token, firstName: 'Fay', lastName: '', password: 'Strong#2026' });
    expect(refused.json().errorMessage).toBe('Enter Last Name');
    const response = await accept({ token, firstName: 'Fay', lastName: 'Reed', password: 'Strong#2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ saasOrgId: ORG.northline, orgName: 'Northline Freight', loginId: 'fresh@example.test', existingUser: false });
    const session = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'fresh@example.test', password: 'Strong#2026' } });
    expect(session.json().organizations).toEqual([expect.objectContaining({ saasOrgId: ORG.northline, role: 'Manager' })]);
    const listed = await ctx.as('carrier', { url: `/api/organization/${ORG.northline}/invitations` });
    expect(listed.json().content).toContainEqual(expect.objectContaining({ loginId: 'fresh@example.test', status: 'Joined' }));
  });

  test('SPEC §6: an existing user joins a second organisation and then has two (Switch Organization)', async () => {
    await invite('carrier', { loginId: 'broker@haulstop.test', role: 'user' });
    const token = await tokenFor('broker@haulstop.test');
    expect((await preview(token)).json().existingUser).toBe(true);
    const response = await accept({ token });
    expect(response.json()).toMatchObject({ existingUser: true, saasOrgId: ORG.northline });
    const session = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'broker@haulstop.test', password: DEMO_PASSWORD } });
    const orgs = session.json().organizations.map((o: { saasOrgId: number }) => o.saasOrgId);
    expect(orgs).toEqual(expect.arrayContaining([ORG.northline, ORG.eastbound]));
  });

  test('a link works once; a revoked or expired invitation is refused', async () => {
    await invite('carrier', { loginId: 'once@example.test', role: 'user' });
    const once = await tokenFor('once@example.test');
    expect((await accept({ token: once, firstName: 'O', lastName: 'N', password: 'Strong#2026' })).statusCode).toBe(200);
    expect((await accept({ token: once, firstName: 'O', lastName: 'N', password: 'Strong#2026' })).json().errorCode).toBe('INVALID_TOKEN');

    const created = (await invite('carrier', { loginId: 'revoked@example.test', role: 'user' })).json();
    const revokedToken = await tokenFor('revoked@example.test');
    const revoke = await ctx.as('carrier', { method: 'DELETE', url: `/api/organization/${ORG.northline}/invitations/${created.invitationId}` });
    expect(revoke.statusCode).toBe(204);
    expect((await accept({ token: revokedToken, firstName: 'R', lastName: 'V', password: 'Strong#2026' })).json().errorCode).toBe('INVALID_TOKEN');
    expect((await ctx.as('carrier', { method: 'DELETE', url: `/api/organization/${ORG.northline}/invitations/${created.invitationId}` })).statusCode).toBe(409);

    await invite('carrier', { loginId: 'late@example.test', role: 'user' });
    const lateToken = await tokenFor('late@example.test');
    await ctx.db.query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE login_id = 'late@example.test'`);
    expect((await accept({ token: lateToken, firstName: 'L', lastName: 'T', password: 'Strong#2026' })).json().errorCode).toBe('TOKEN_EXPIRED');
    const listed = await ctx.as('carrier', { url: `/api/organization/${ORG.northline}/invitations?size=100` });
    expect(listed.json().content).toContainEqual(expect.objectContaining({ loginId: 'late@example.test', status: 'Expired' }));
  });

  test("tenancy: another organisation cannot list or revoke Northline's invitations (404)", async () => {
    const created = (await invite('carrier', { loginId: 'tenant@example.test', role: 'user' })).json();
    expect((await ctx.as('owner', { url: `/api/organization/${ORG.northline}/invitations` })).statusCode).toBe(404);
    expect((await ctx.as('owner', { method: 'DELETE', url: `/api/organization/${ORG.northline}/invitations/${created.invitationId}` })).statusCode).toBe(404);
    // Through the owner's own organisation the id is not found either.
    expect((await ctx.as('owner', { method: 'DELETE', url: `/api/organization/${ORG.prairie}/invitations/${created.invitationId}` })).statusCode).toBe(404);
  });
});

describe('GET /api/organization/{saasOrgId}/members ("Users and invitations" lists invitations only)', () => {
  const members = (user: 'carrier' | 'dispatch' | 'owner' | 'admin', saasOrgId: number = ORG.northline, orgId?: number) =>
    ctx.as(user, { url: `/api/organization/${saasOrgId}/members`, orgId });

  test("lists the organisation's members with their roles, by name", async () => {
    const response = await members('carrier');
    expect(response.statusCode).toBe(200);
    const content: { loginId: string; role: string; firstName: string }[] = response.json().content;
    expect(content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loginId: 'carrier@haulstop.test', role: 'admin' }),
        expect.objectContaining({ loginId: 'dispatch@haulstop.test', role: 'user' }),
      ]),
    );
    expect(content.map((m) => m.loginId)).not.toContain('owner@haulstop.test');
    expect(response.json().totalElements).toBe(content.length);
  });

  test('a plain user is refused (403), another organisation answers 404, the platform reads any', async () => {
    expect((await members('dispatch')).statusCode).toBe(403);
    expect((await members('owner', ORG.northline)).statusCode).toBe(404);
    const platform = await members('admin', ORG.northline, ORG.northline);
    expect(platform.statusCode).toBe(200);
    expect(platform.json().content.length).toBeGreaterThan(0);
  });
});
