import { createMailer } from '../../../src/modules/mail/mailer';
import { renderMail } from '../../../src/modules/mail/templates';
import { newTempDir } from '../../helpers/template';
import { lastMailTo, readOutbox } from '../../helpers/outbox';

describe('renderMail', () => {
  const data = { firstName: 'Ana', orgName: 'Prairie <Truck> Stops', link: 'http://127.0.0.1:8080/verifyEmail?token=abc' };

  test('every mail is written in the recipient language, English otherwise', () => {
    expect(renderMail('verifyEmail', 'fr', data).subject).toBe('Confirmez votre adresse e-mail pour Haulstop');
    expect(renderMail('verifyEmail', 'es', data).subject).toBe('Confirme su correo electrónico para Haulstop');
    expect(renderMail('verifyEmail', 'de', data).subject).toBe('Confirm your e-mail address for Haulstop');
  });

  test('the plain text carries the link; the HTML escapes the data and links it', () => {
    const mail = renderMail('verifyEmail', 'en', data);
    expect(mail.text).toContain('Confirm my e-mail address: http://127.0.0.1:8080/verifyEmail?token=abc');
    expect(mail.html).toContain('Prairie &#60;Truck&#62; Stops');
    expect(mail.html).not.toContain('<Truck>');
    expect(mail.html).toContain('<a href="http://127.0.0.1:8080/verifyEmail?token=abc">Confirm my e-mail address</a>');
  });
});

describe('the outbox mailer (no SMTP_URL)', () => {
  test('each message becomes an .eml file in <DATA_DIR>/outbox with text and HTML parts', async () => {
    const dataDir = newTempDir('hs-mail-');
    const mailer = createMailer({ from: 'Haulstop <no-reply@haulstop.test>', dataDir });
    expect(mailer.destination).toBe(`${dataDir}/outbox`);
    const link = `http://127.0.0.1:8080/acceptInvitation?token=${'x'.repeat(60)}`;
    await mailer.sendMail({ to: 'dana@example.com', language: 'es', template: 'invitation', data: { orgName: 'Northline Freight', role: 'Manager', link } });
    await mailer.sendMail({
      to: 'eli@example.com',
      language: 'en',
      template: 'receipt',
      data: { orgName: 'Northline Freight', documentNumber: 'INV-3-0001', amount: 'US$120.00', method: 'Card' },
    });

    expect(await readOutbox(dataDir)).toHaveLength(2);
    const invitation = await lastMailTo(dataDir, 'dana@example.com');
    expect(invitation?.subject).toBe('Le invitan a Northline Freight en Haulstop');
    // The long link survives the transfer encoding whole.
    expect(invitation?.link).toBe(link);
    expect(invitation?.html).toContain('Aceptar la invitación');
    expect((await lastMailTo(dataDir, 'eli@example.com'))?.text).toContain('We received your payment of US$120.00 for INV-3-0001 (Card).');
  });
});
