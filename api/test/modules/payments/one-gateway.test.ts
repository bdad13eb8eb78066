import * as gatewayModule from '../../../src/modules/payments/gateway';

/**
 * The app builds one payment gateway (app.paymentGateway: the sandbox, or the one a deployment or a
 * test injects) and hands it to every route and job. A second, module-level gateway used as a
 * default would charge apart from the injected one: its outcomes kept elsewhere, its latency not the
 * configured one.
 */
test('the payments module exports no gateway of its own: routes and jobs all charge through the injected one', () => {
  const gateways = Object.entries(gatewayModule)
    .filter(([, value]) => typeof value === 'object' && value !== null && 'charge' in value && 'refund' in value)
    .map(([name]) => name);
  expect(gateways).toEqual([]);
});
