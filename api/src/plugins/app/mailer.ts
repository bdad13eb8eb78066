import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`: the one mailer, built from the configuration (SMTP or the outbox folder). */
export const mailerPlugin = fp(
  async (app) => {
    app.decorate('mailer', createMailer({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, dataDir: app.config.dataDir }));
  },
  { name: 'mailer', dependencies: ['config'] },
);
