import { definitionsIn, type EndpointDefinition } from '@haulstop/shared/contracts/endpoint';
import * as apiKeys from '@haulstop/shared/contracts/api-keys';
import * as auth from '@haulstop/shared/contracts/auth';
import * as availability from '@haulstop/shared/contracts/availability';
import * as bookings from '@haulstop/shared/contracts/bookings';
import * as carrierNetwork from '@haulstop/shared/contracts/carrier-network';
import * as carrierGateReport from '@haulstop/shared/contracts/carrier-gate-report';
import * as catalog from '@haulstop/shared/contracts/catalog';
import * as dashboard from '@haulstop/shared/contracts/dashboard';
import * as discountCodeInvoices from '@haulstop/shared/contracts/discount-code-invoices';
import * as discountCodes from '@haulstop/shared/contracts/discount-codes';
import * as finai from '@haulstop/shared/contracts/finai';
import * as fleet from '@haulstop/shared/contracts/fleet';
import * as gate from '@haulstop/shared/contracts/gate-endpoints';
import * as health from '@haulstop/shared/contracts/health';
import * as invoices from '@haulstop/shared/contracts/invoices';
import * as lots from '@haulstop/shared/contracts/lots';
import * as organizationProfile from '@haulstop/shared/contracts/organization-profile';
import * as organizations from '@haulstop/shared/contracts/organizations';
import * as paymentMethods from '@haulstop/shared/contracts/payment-methods';
import * as places from '@haulstop/shared/contracts/places';
import * as remoteVersions from '@haulstop/shared/contracts/remote-versions';
import * as reports from '@haulstop/shared/contracts/reports';
import * as reservations from '@haulstop/shared/contracts/reservations';
import * as salesAgents from '@haulstop/shared/contracts/sales-agents';
import * as signup from '@haulstop/shared/contracts/signup';
import * as statements from '@haulstop/shared/contracts/statements';
import * as subscriptions from '@haulstop/shared/contracts/subscriptions';
import * as trips from '@haulstop/shared/contracts/trips';
import * as users from '@haulstop/shared/contracts/users';
import * as webhooks from '@haulstop/shared/contracts/webhooks';

/**
 * Every domain whose routes are registered from endpoint definitions. The route table, the OpenAPI
 * document and the role matrix are checked against this list (test/lib/register-endpoint.test.ts):
 * a definition no route serves, or served with other access, fails there.
 */
// One domain a line, so adding a domain is one added line.
// prettier-ignore
const DOMAINS = [
  apiKeys,
  auth,
  availability,
  bookings,
  carrierGateReport,
  carrierNetwork,
  catalog,
  dashboard,
  discountCodeInvoices,
  discountCodes,
  finai,
  fleet,
  gate,
  health,
  invoices,
  lots,
  organizationProfile,
  organizations,
  paymentMethods,
  places,
  remoteVersions,
  reports,
  reservations,
  salesAgents,
  signup,
  statements,
  subscriptions,
  trips,
  users,
  webhooks,
];

export const DEFINED_ENDPOINTS: readonly EndpointDefinition[] = DOMAINS.flatMap((domain) => definitionsIn(domain));
