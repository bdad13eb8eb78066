import { DEMO_PASSWORD } from '../../../src/db/seed-data';
import { createTestContext, ORG, type TestContext } from '../../helpers/test-app';
import { lastMailTo } from '../../helpers/outbox';

/** The newest mail to an address (failing when there is none) and the token of its link. */
async function mailTo(address: string) {
  const mail = await lastMailTo(ctx.config.dataDir, address);
  if (!mail) throw new Error(`no mail to ${address}`);
  return { ...mail, token: mail.link ? (new URL(mail.link).searchParams.get('token') ?? undefined) : undefined };
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ signupRateLimit: 1000 });
});
afterAll(() => ctx.close());

let serial = 0;
/** A valid carrier sign-up with a fresh e-mail and DOT number. */
function company(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    orgName: `Acme Haul ${serial}`,
    orgType: 'CARRIER',
    dotNumber: String(70000000 + serial),
    firstName: 'Ana',
    lastName: 'Silva',
    loginId: `ana${serial}@acme.test`,
    password: 'Strong#2026',
    ...overrides,
  };
}

const signup = (payload: Record<string, unknown>, app = ctx.app) => app.inject({ method: 'POST', url: '/api/auth/signup', payload });
const verify = (token: string | undefined) => ctx.app.inject({ method: 'POST', url: '/api/auth/verifyEmail', payload: { token } });
const login = (loginId: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId, password: 'Strong#2026' } });

describe('POST /api/auth/signup', () => {
  test('creates the organisation (Not Verified) and its first admin, and mails a verification link', async () => {
    const body = company({ loginId: 'New.Admin@Acme.test' });
    const response = await signup(body);
    expect(response.statusCode).toBe(201);
    const { saasOrgId } = response.json();
    expect(response.json()).toEqual({ saasOrgId, orgName: body.orgName, isOrgApproved: 'Not Verified' });
    const members = await ctx.db.query<{ role: string; login_id: string }>(
      'SELECT m.role, u.login_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1',
      [saasOrgId],
    );
    expect(members.rows).toEqual([{ role: 'admin', login_id: 'new.admin@acme.test' }]);
    const mail = await mailTo('new.admin@acme.test');
    expect(mail.subject).toBe('Confirm your e-mail address for Haulstop');
    expect(mail.text).toContain('http://127.0.0.1:8080/acceptInvitation?purpose=verifyEmail&token=');
    // Stored hashed only: the mailed token is not in the database.
    const stored = await ctx.db.query('SELECT 1 FROM email_tokens WHERE token_hash = $1', [mail.token ?? '']);
    expect(stored.rowCount).toBe(0);
  });

  test('the verification mail is in the language the sign-up asked for', async () => {
    const body = company({ language: 'fr' });
    expect((await signup(body)).statusCode).toBe(201);
    expect((await mailTo(body.loginId)).subject).toBe('Confirmez votre adresse e-mail pour Haulstop');
  });

  test.each([
    ['orgName', '', 'Enter Organization Name'],
    ['orgName', 'x'.repeat(35), 'Organization name must be less than 35 characters'],
    ['dotNumber', '', 'Enter DOT Number'],
    ['dotNumber', '1234', 'DOT number must be 8 to 12 digits'],
    ['firstName', '', 'Enter First Name'],
    ['lastName', 'x'.repeat(64), 'Must be less than 64 characters'],
    ['loginId', 'not-an-email', 'Enter a valid email address'],
    ['password', 'short', 'Password must be 8 to 64 characters'],
  ])('SPEC §5: %s %j is refused with %j and nothing is written', async (field, value, message) => {
    const before = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
    const response = await signup(company({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: message });
    const after = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  test('brokers and parking lot owners register without a DOT number; a platform organisation cannot be signed up', async () => {
    expect((await signup(company({ orgType: 'BROKER', dotNumber: undefined }))).statusCode).toBe(201);
    expect((await signup(company({ orgType: 'PARKING_LOT_OWNER', dotNumber: undefined }))).statusCode).toBe(201);
    expect((await signup(company({ orgType: 'ADMIN' }))).statusCode).toBe(400);
  });

  test('SPEC §8: a DOT number already registered is refused (409 DOT_ALREADY_REGISTERED)', async () => {
    const first = company();
    expect((await signup(first)).statusCode).toBe(201);
    const again = await signup(company({ dotNumber: first.dotNumber }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('DOT_ALREADY_REGISTERED');
  });

  test('an e-mail that already has an account is refused and nothing is written', async () => {
    const before = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
    const response = await signup(company({ loginId: 'carrier@haulstop.test' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe('LOGIN_ID_TAKEN');
    const after = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  test('sign-up is rate limited per address (429)', async () => {
    const app = await ctx.withConfig({ signupRateLimit: 2 });
    expect((await signup(company(), app)).statusCode).toBe(201);
    expect((await signup(company(), app)).statusCode).toBe(201);
    const third = await signup(company(), app);
    expect(third.statusCode).toBe(429);
    expect(third.json().errorCode).toBe('TOO_MANY_REQUESTS');
  });
});

describe('POST /api/auth/verifyEmail', () => {
  test('the mailed link makes the organisation Pending Approval, once', async () => {
    const body = company();
    const { saasOrgId } = (await signup(body)).json();
    const { token } = await mailTo(body.loginId);
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ saasOrgId, orgName: body.orgName, isOrgApproved: 'Pending Approval' });
    const reused = await verify(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe('INVALID_TOKEN');
  });

  test('an expired link is refused (TOKEN_EXPIRED) and changes nothing', async () => {
    const body = company();
    const { saasOrgId } = (await signup(body)).json();
    await ctx.db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 minute' WHERE org_id = $1`, [saasOrgId]);
    const response = await verify((await mailTo(body.loginId)).token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('TOKEN_EXPIRED');
    const org = await ctx.db.query<{ is_org_approved: string }>('SELECT is_org_approved FROM organizations WHERE id = $1', [saasOrgId]);
    expect(org.rows[0].is_org_approved).toBe('Not Verified');
  });

  test('an unknown token is refused', async () => {
    expect((await verify('A'.repeat(43))).json().errorCode).toBe('INVALID_TOKEN');
  });
});

describe('PUT /api/organization/{saasOrgId}/approval', () => {
  async function pending(overrides: Record<string, unknown> = {}) {
    const body = company(overrides);
    const { saasOrgId } = (await signup(body)).json();
    await verify((await mailTo(body.loginId)).token);
    return { body, saasOrgId: saasOrgId as number };
  }
  const decide = (saasOrgId: number, decision: string, user: 'admin' | 'carrier' = 'admin') =>
    ctx.as(user, { method: 'PUT', url: `/api/organization/${saasOrgId}/approval`, payload: { decision } });

  test('the platform approves: the admin then signs in to an Approved organisation', async () => {
    const { body, saasOrgId } = await pending();
    const response = await decide(saasOrgId, 'APPROVED');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ saasOrgId, orgName: body.orgName, status: 'Active', isOrgApproved: 'Approved' });
    const session = await login(body.loginId);
    expect(session.json().organizations).toEqual([expect.objectContaining({ saasOrgId, role: 'admin', isOrgApproved: 'Approved' })]);
  });

  test('before approval the admin signs in and the session says Pending Approval (the console shows the SPEC §8 message)', async () => {
    const { body } = await pending();
    expect((await login(body.loginId)).json().organizations[0].isOrgApproved).toBe('Pending Approval');
  });

  test('the platform rejects: Rejected and Inactive', async () => {
    const { saasOrgId } = await pending();
    expect((await decide(saasOrgId, 'REJECTED')).json()).toMatchObject({ status: 'Inactive', isOrgApproved: 'Rejected' });
  });

  test('only an organisation pending approval can be decided (409), an unknown one answers 404', async () => {
    const notVerified = (await signup(company())).json().saasOrgId as number;
    expect((await decide(notVerified, 'APPROVED')).json().errorCode).toBe('NOT_PENDING_APPROVAL');
    expect((await decide(ORG.northline, 'REJECTED')).statusCode).toBe(409);
    expect((await decide(4040, 'APPROVED')).statusCode).toBe(404);
  });

  test('SPEC §6: only the platform organisation decides (403 for others); a bad decision is 400', async () => {
    const { saasOrgId } = await pending();
    expect((await decide(saasOrgId, 'APPROVED', 'carrier')).statusCode).toBe(403);
    expect((await decide(saasOrgId, 'MAYBE')).statusCode).toBe(400);
  });
});

describe('demo data', () => {
  test('the seeded organisation pending approval has its admin, who signs in to Pending Approval, and the platform approves it', async () => {
    const session = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'pending@haulstop.test', password: DEMO_PASSWORD } });
    expect(session.json().organizations).toEqual([expect.objectContaining({ saasOrgId: 10, role: 'admin', isOrgApproved: 'Pending Approval' })]);
    // Until approved, the API refuses the organisation's work, not only the console.
    const headers = { authorization: `Bearer ${session.json().token}`, 'x-org-id': '10' };
    const refused = await ctx.app.inject({ url: '/api/reservations', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'ACCOUNT_APPROVAL_PENDING', errorMessage: 'Your account approval is pending.' });
    expect((await ctx.app.inject({ url: '/api/organization/10', headers })).statusCode).toBe(200);
    const approved = await ctx.as('admin', { method: 'PUT', url: '/api/organization/10/approval', payload: { decision: 'APPROVED' } });
    expect(approved.json()).toMatchObject({ orgName: 'Gulf Coast Brokers', isOrgApproved: 'Approved' });
    expect((await ctx.app.inject({ url: '/api/reservations', headers })).statusCode).toBe(200);
  });
});

describe('referrals', () => {
  test("a sign-up with Northline's code shows in Northline's referrals: Referred, then Joined once approved", async () => {
    const codes = await ctx.as('carrier', { url: `/api/organization/${ORG.northline}/referrals` });
    expect(codes.statusCode).toBe(200);
    const { referralCode } = codes.json();
    expect(referralCode).toBe('HS000003');
    const body = company({ referralCode: referralCode.toLowerCase() });
    const { saasOrgId } = (await signup(body)).json();
    const listed = async () => (await ctx.as('carrier', { url: `/api/organization/${ORG.northline}/referrals` })).json().referrals;
    expect(await listed()).toContainEqual(expect.objectContaining({ saasOrgId, orgName: body.orgName, status: 'Referred' }));
    await verify((await mailTo(body.loginId)).token);
    await ctx.as('admin', { method: 'PUT', url: `/api/organization/${saasOrgId}/approval`, payload: { decision: 'APPROVED' } });
    expect(await listed()).toContainEqual(expect.objectContaining({ saasOrgId, status: 'Joined' }));
  });

  test('an unknown referral code is refused; another organisation cannot read the referrals (404)', async () => {
    expect((await signup(company({ referralCode: 'HS999999' }))).json().errorCode).toBe('REFERRAL_CODE_UNKNOWN');
    expect((await ctx.as('broker', { url: `/api/organization/${ORG.northline}/referrals` })).statusCode).toBe(404);
  });
});

test('/organizationDetails filter: getAllOrganization?isOrgApproved=Pending Approval lists only organisations pending approval', async () => {
  const response = await ctx.as('admin', { url: '/api/organization/getAllOrganization?size=100&isOrgApproved=Pending%20Approval' });
  expect(response.statusCode).toBe(200);
  const rows = response.json().organizationApiList.content as { isOrgApproved: string }[];
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.isOrgApproved === 'Pending Approval')).toBe(true);
});
