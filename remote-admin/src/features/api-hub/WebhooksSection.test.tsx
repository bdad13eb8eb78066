import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import type { WebhookDelivery, WebhookEndpoint } from '@haulstop/shared/contracts';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders, type FakeCall } from '@haulstop/shared/testing';
import { DeliveryLog } from './DeliveryLog';
import { WebhooksSection } from './WebhooksSection';

jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

const ENDPOINT: WebhookEndpoint = {
  endpointId: 7,
  url: 'https://partner.example/haulstop',
  events: ['reservation.created'],
  parkingLotIds: [],
  description: null,
  enabled: true,
  secret: 'whsec_c2VjcmV0',
  failingSince: null,
  disabledReason: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

const DELIVERY: WebhookDelivery = {
  deliveryId: 41,
  endpointId: 7,
  url: ENDPOINT.url,
  eventId: 'msg_1',
  eventType: 'reservation.created',
  payload: '{}',
  attempts: 1,
  status: 'Failed',
  lastResponseStatus: 500,
  lastAttemptAt: '2026-11-02T10:05:00.000Z',
  nextAttemptAt: null,
  createdAt: '2026-11-02T10:04:00.000Z',
  attemptLog: [],
};

/** The hub as an admin sees it: its endpoints and the delivery log, over an API that answers each call as the real one. */
function renderHub() {
  const fake = fakeAdapter((call) => {
    if (call.method === 'get' && call.url === '/api/webhooks/endpoints') return { data: [ENDPOINT] };
    if (call.method === 'get' && call.url === '/api/webhooks/deliveries') return { data: { content: [DELIVERY], totalElements: 1, page: 0, size: 10 } };
    if (call.method === 'put') return { data: { ...ENDPOINT, ...(call.data as object) } };
    return { status: 202, data: null };
  });
  apiClient.defaults.adapter = fake.adapter;
  sessionStore.setState({ token: 'T', saasOrgId: 3, language: 'en' });
  renderWithProviders(
    <>
      <WebhooksSection />
      <DeliveryLog />
    </>,
  );
  const reads = (url: string) => fake.calls.filter((call: FakeCall) => call.method === 'get' && call.url === url).length;
  return { fake, reads };
}

describe('the webhooks hub writes through its endpoint definitions, which say what each write makes stale', () => {
  it('an endpoint edited in the dialog is PUT at its path, then the endpoints and the delivery log are read again', async () => {
    const { fake, reads } = renderHub();
    await screen.findByText(ENDPOINT.url, { selector: 'code' });
    await waitFor(() => expect(reads('/api/webhooks/deliveries')).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Endpoint URL/), { target: { value: 'https://partner.example/v2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'put')).toBe(true));
    const put = fake.calls.find((call) => call.method === 'put');
    expect(put?.url).toBe('/api/webhooks/endpoints/7');
    expect(put?.data).toEqual({ url: 'https://partner.example/v2', events: ['reservation.created'], parkingLotIds: [], description: null, enabled: true });
    await waitFor(() => expect(reads('/api/webhooks/endpoints')).toBe(2));
    await waitFor(() => expect(reads('/api/webhooks/deliveries')).toBe(2));
  });

  it('a redelivery is POSTed at its path, then the delivery log is read again and the endpoints are not', async () => {
    const { fake, reads } = renderHub();
    fireEvent.click(await screen.findByRole('button', { name: 'Redeliver reservation.created' }));
    await waitFor(() => expect(fake.calls.some((call) => call.url === '/api/webhooks/deliveries/41/redeliver' && call.method === 'post')).toBe(true));
    await waitFor(() => expect(reads('/api/webhooks/deliveries')).toBe(2));
    expect(reads('/api/webhooks/endpoints')).toBe(1);
  });
});
