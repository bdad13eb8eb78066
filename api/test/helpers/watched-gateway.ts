import { createSandboxGateway, type ChargeRequest, type PaymentGateway } from '../../src/modules/payments/gateway';

/**
 * A sandbox gateway (`sandbox`: in memory unless given) with every charge request it was sent;
 * `before` runs before each charge (a test's pause, or a crash).
 */
export function watchedGateway(before: (request: ChargeRequest) => Promise<void> = async () => undefined, sandbox: PaymentGateway = createSandboxGateway()) {
  const requests: ChargeRequest[] = [];
  const gateway: PaymentGateway = {
    ...sandbox,
    async charge(request) {
      requests.push(request);
      await before(request);
      return sandbox.charge(request);
    },
  };
  return { gateway, sandbox, requests };
}
