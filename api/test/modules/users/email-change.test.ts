import { DEMO_PASSWORD } from '../../../src/db/seed-data';
import { readOutbox } from '../../helpers/outbox';
import { createTestContext, userIdsByLogin, type TestContext } from '../../helpers/test-app';

/**
 * A login e-mail changes only with the password asked again and a link followed from the new
 * address; the old address is told. Following the link only asks; its button confirms.
 */
let ctx: TestContext;
let ids: Record<string, number>;
beforeAll(async () => {
  ctx = await createTestContext();
  ids = await userIdsByLogin(ctx);
});
afterAll(() => ctx.close());

const request = (payload: object, userId = ids.dispatch, headers: Record<string, string> = {}) =>
  ctx.as('dispatch', { method: 'POST', url: `/api/user/${userId}/emailChange`, payload, headers });
const loginOf = async () => (await ctx.db.query<{ login_id: string }>('SELECT login_id FROM users WHERE id = $1', [ids.dispatch])).rows[0].login_id;
const signIn = (loginId: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginId, password: DEMO_PASSWORD } });

describe('POST /api/user/{userId}/emailChange', () => {
  test('refused without the right password, for an address in use, for the same address, and for someone else', async () => {
    const wrong = await request({ newEmail: 'dispatch.new@haulstop.test', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorCode: 'WRONG_PASSWORD' });
    expect((await request({ newEmail: 'owner@haulstop.test', password: DEMO_PASSWORD })).json()).toMatchObject({ statusCode: 409, errorCode: 'EMAIL_TAKEN' });
    expect((await request({ newEmail: 'dispatch@haulstop.test', password: DEMO_PASSWORD })).statusCode).toBe(400);
    expect((await request({ newEmail: 'not-an-address', password: DEMO_PASSWORD })).statusCode).toBe(400);
    expect((await request({ newEmail: 'dispatch.new@haulstop.test', password: DEMO_PASSWORD }, ids.owner)).statusCode).toBe(403);
    expect(await loginOf()).toBe('dispatch@haulstop.test');
  });

  test('the login stays until the link mailed to the new address is confirmed; then it changes once and the old address is told', async () => {
    const asked = await request({ newEmail: ' Dispatch.New@Haulstop.test ', password: DEMO_PASSWORD }, ids.dispatch, { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ pendingEmail: 'dispatch.new@haulstop.test' });
    expect(await loginOf()).toBe('dispatch@haulstop.test');
    const mail = (await readOutbox(ctx.config.dataDir)).find((m) => m.to === 'dispatch.new@haulstop.test')!;
    expect(mail.subject).toBe('Confirmez votre nouvel e-mail de connexion Haulstop');
    const path = /https?:\/\/\S+emailChange\/confirm\?token=\S+/.exec(mail.text)![0].replace(/^https?:\/\/[^/]+/, '');

    // Following the link asks and changes nothing.
    const page = await ctx.app.inject({ url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('dispatch.new@haulstop.test');
    expect(page.body).toMatch(/<form method="post"/);
    expect((await ctx.app.inject({ url: path })).json()).toEqual({ newEmail: 'dispatch.new@haulstop.test' });
    expect(await loginOf()).toBe('dispatch@haulstop.test');

    // The page's button posts the form: the login changes.
    const confirmed = await ctx.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ loginId: 'dispatch.new@haulstop.test' });
    expect(await loginOf()).toBe('dispatch.new@haulstop.test');
    expect((await signIn('dispatch.new@haulstop.test')).statusCode).toBe(200);
    expect((await signIn('dispatch@haulstop.test')).statusCode).toBe(401);
    const told = (await readOutbox(ctx.config.dataDir)).find((m) => m.to === 'dispatch@haulstop.test');
    expect(told?.subject).toBe('Votre e-mail de connexion Haulstop a changé');
    expect(told?.text).toContain('dispatch.new@haulstop.test');

    // Single use.
    expect((await ctx.app.inject({ method: 'POST', url: path })).json()).toMatchObject({ statusCode: 400, errorCode: 'INVALID_TOKEN' });
    await ctx.db.query('UPDATE users SET login_id = $2 WHERE id = $1', [ids.dispatch, 'dispatch@haulstop.test']);
  });

  test('only the latest link works, and an expired one is refused', async () => {
    await request({ newEmail: 'first.try@haulstop.test', password: DEMO_PASSWORD });
    await request({ newEmail: 'second.try@haulstop.test', password: DEMO_PASSWORD });
    const mails = await readOutbox(ctx.config.dataDir);
    const linkTo = (to: string) =>
      /https?:\/\/\S+emailChange\/confirm\?token=\S+/.exec(mails.find((m) => m.to === to)!.text)![0].replace(/^https?:\/\/[^/]+/, '');
    expect((await ctx.app.inject({ method: 'POST', url: linkTo('first.try@haulstop.test') })).statusCode).toBe(400);
    await ctx.db.query(`UPDATE email_changes SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [ids.dispatch]);
    expect((await ctx.app.inject({ method: 'POST', url: linkTo('second.try@haulstop.test') })).json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
    expect(await loginOf()).toBe('dispatch@haulstop.test');
  });
});
