import { createTestContext, ORG, userIdsByLogin, type TestContext } from '../../helpers/test-app';

let ctx: TestContext;
let ids: Record<string, number>;
beforeAll(async () => {
  ctx = await createTestContext();
  ids = await userIdsByLogin(ctx);
});
afterAll(() => ctx.close());

describe('GET /api/user/{userId}', () => {
  test('SPEC §7: answers loginId, firstName and lastName of yourself', async () => {
    const response = await ctx.as('owner', { url: `/api/user/${ids.owner}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: ids.owner, loginId: 'owner@haulstop.test', firstName: 'Dana', lastName: 'Whitfield' });
  });

  test('SPEC §6: the platform organisation may read any user', async () => {
    const response = await ctx.as('admin', { url: `/api/user/${ids.broker}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().loginId).toBe('broker@haulstop.test');
  });

  test("another user's record answers 404, never the record", async () => {
    const response = await ctx.as('owner', { url: `/api/user/${ids.manager}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, errorCode: 'NOT_FOUND', errorMessage: 'User not found' });
  });

  test('an unknown id answers 404 and a non-numeric id 400', async () => {
    expect((await ctx.as('admin', { url: '/api/user/99999' })).statusCode).toBe(404);
    const bad = await ctx.as('admin', { url: '/api/user/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe('userId must be a whole number');
  });
});

describe('PUT /api/user/update/{userId}?orgId= (SPEC §5 My Profile)', () => {
  const update = (user: 'manager' | 'owner' | 'admin', userId: number, payload: object, orgId: number | string = ORG.prairie) =>
    ctx.as(user, { method: 'PUT', url: `/api/user/update/${userId}?orgId=${orgId}`, payload });

  test('updates first and last name of yourself and answers the updated user', async () => {
    const response = await update('manager', ids.manager, {
      userId: ids.manager,
      loginId: 'manager@haulstop.test',
      email: 'manager@haulstop.test',
      firstName: ' Marcus ',
      lastName: 'Reyes-Ortiz',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: ids.manager, loginId: 'manager@haulstop.test', firstName: 'Marcus', lastName: 'Reyes-Ortiz' });
    expect((await ctx.as('manager', { url: `/api/user/${ids.manager}` })).json().lastName).toBe('Reyes-Ortiz');
  });

  test.each([
    [{ email: 'manager@haulstop.test', lastName: 'Reyes' }, 'Enter First Name'],
    [{ email: 'manager@haulstop.test', firstName: '   ', lastName: 'Reyes' }, 'Enter First Name'],
    [{ email: 'manager@haulstop.test', firstName: 'Marcus' }, 'Enter Last Name'],
    [{ email: 'manager@haulstop.test', firstName: 'Marcus', lastName: '' }, 'Enter Last Name'],
    [{ email: '', firstName: 'Marcus', lastName: 'Reyes' }, 'Enter Email'],
  ])("SPEC §5: %j answers 400 '%s'", async (payload, message) => {
    const response = await update('manager', ids.manager, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: message });
  });

  test.each([
    ['firstName', { firstName: 'M'.repeat(64), lastName: 'Reyes' }],
    ['lastName', { firstName: 'Marcus', lastName: 'R'.repeat(64) }],
    ['email', { email: `${'m'.repeat(52)}@haulstop.test`, firstName: 'Marcus', lastName: 'Reyes' }],
  ])("SPEC §5: names under 64 characters — a 64-character %s answers '<field> must be under 64 characters'", async (field, payload) => {
    const response = await update('manager', ids.manager, { email: 'manager@haulstop.test', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(`${field} must be under 64 characters`);
  });

  test('a 63-character name is accepted (under 64)', async () => {
    const response = await update('manager', ids.manager, { email: 'manager@haulstop.test', firstName: 'M'.repeat(63), lastName: 'Reyes' });
    expect(response.statusCode).toBe(200);
  });

  test('a name that is not text answers 400, nothing is coerced', async () => {
    const response = await update('manager', ids.manager, { email: 'manager@haulstop.test', firstName: 42, lastName: 'Reyes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('firstName must be text');
  });

  test('an e-mail that is not an address answers 400', async () => {
    const response = await update('manager', ids.manager, { email: 'not-an-email', firstName: 'Marcus', lastName: 'Reyes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe('Enter a valid email address');
  });

  test('another e-mail is refused here (the login changes only by password and link) and nothing changes', async () => {
    for (const email of ['owner@haulstop.test', 'someone-new@haulstop.test']) {
      const response = await update('manager', ids.manager, { email, firstName: 'Changed', lastName: 'Reyes' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'EMAIL_CHANGE_NEEDS_CONFIRMATION' });
    }
    expect((await ctx.as('manager', { url: `/api/user/${ids.manager}` })).json()).toMatchObject({ loginId: 'manager@haulstop.test' });
    expect((await ctx.as('manager', { url: `/api/user/${ids.manager}` })).json().firstName).not.toBe('Changed');
  });

  test("SPEC §5/§6: a user may update only their own profile — another user's answers 403", async () => {
    const response = await update('owner', ids.manager, { email: 'manager@haulstop.test', firstName: 'Hacked', lastName: 'X' });
    expect(response.statusCode).toBe(403);
    expect(response.json().errorCode).toBe('FORBIDDEN');
    const platform = await update('admin', ids.manager, { email: 'manager@haulstop.test', firstName: 'Hacked', lastName: 'X' }, ORG.platform);
    expect(platform.statusCode).toBe(403);
  });

  test('orgId must be an organisation you belong to', async () => {
    const response = await update('manager', ids.manager, { email: 'manager@haulstop.test', firstName: 'Marcus', lastName: 'Reyes' }, ORG.northline);
    expect(response.statusCode).toBe(403);
    expect((await update('manager', ids.manager, { firstName: 'Marcus', lastName: 'Reyes' }, 'abc')).statusCode).toBe(400);
  });

  test('a body userId different from the path answers 400', async () => {
    const response = await update('manager', ids.manager, { userId: ids.owner, email: 'manager@haulstop.test', firstName: 'Marcus', lastName: 'Reyes' });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/user/updatePassword/{userId} (SPEC §5 Change Password)', () => {
  const change = (user: 'dispatch' | 'owner', userId: number, payload: object) =>
    ctx.as(user, { method: 'PUT', url: `/api/user/updatePassword/${userId}`, payload });

  test.each([
    [{ newPassword: 'N3w-password!' }, 'Enter Old Password'],
    [{ oldPassword: '', newPassword: 'N3w-password!' }, 'Enter Old Password'],
    [{ oldPassword: 'Haulstop#2026' }, 'Enter New Password'],
    [{ oldPassword: 'Haulstop#2026', newPassword: '  ' }, 'Enter New Password'],
    [{ oldPassword: 'Haulstop#2026', newPassword: 'short' }, 'New password must be 8 to 64 characters'],
    [{ oldPassword: 'Haulstop#2026', newPassword: 'x'.repeat(65) }, 'New password must be 8 to 64 characters'],
  ])("SPEC §5: %j answers 400 '%s'", async (payload, message) => {
    const response = await change('dispatch', ids.dispatch, { userId: ids.dispatch, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: message });
  });

  test("a wrong old password answers 400 'WRONG_PASSWORD' 'Old password is incorrect'", async () => {
    const response = await change('dispatch', ids.dispatch, { userId: ids.dispatch, oldPassword: 'nope-nope', newPassword: 'N3w-password!' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, errorCode: 'WRONG_PASSWORD', errorMessage: 'Old password is incorrect' });
  });

  test("SPEC §6: a user may change only their own password — another user's answers 403", async () => {
    const response = await change('owner', ids.dispatch, { userId: ids.dispatch, oldPassword: 'Haulstop#2026', newPassword: 'N3w-password!' });
    expect(response.statusCode).toBe(403);
  });

  test("success answers { message: 'Password updated successfully' }; the new password signs in, other sessions end, this one stays", async () => {
    const other = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { loginId: 'dispatch@haulstop.test', password: 'Haulstop#2026' },
        remoteAddress: '10.3.0.1',
      })
    ).json();
    const current = await ctx.login('dispatch');
    const response = await change('dispatch', ids.dispatch, { userId: ids.dispatch, oldPassword: 'Haulstop#2026', newPassword: 'N3w-password!' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password updated successfully' });

    const dispatchLogin = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId: 'dispatch@haulstop.test', password }, remoteAddress: '10.3.0.2' });
    expect((await dispatchLogin('Haulstop#2026')).statusCode).toBe(401);
    expect((await dispatchLogin('N3w-password!')).statusCode).toBe(200);

    const otherRefresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refreshToken', payload: { refreshToken: other.refreshToken } });
    expect(otherRefresh.statusCode).toBe(401);
    const currentRefresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refreshToken', payload: { refreshToken: current.refreshToken } });
    expect(currentRefresh.statusCode).toBe(200);
  });
});
