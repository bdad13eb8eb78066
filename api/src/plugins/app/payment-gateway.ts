import fp from 'fastify-plugin';
import { createSandboxGateway, type PaymentGateway } from '../../modules/payments/gateway';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
  }
}

/** `app.paymentGateway`: the one payment gateway routes and jobs charge through (the sandbox unless another is given). */
export const paymentGatewayPlugin = fp<{ gateway?: PaymentGateway }>(
  async (app, options) => {
    app.decorate('paymentGateway', options.gateway ?? createSandboxGateway({ latencyMs: app.config.paymentSandboxLatencyMs, db: app.db }));
  },
  { name: 'payment-gateway' },
);
