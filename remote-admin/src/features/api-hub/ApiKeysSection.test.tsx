import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import { ApiKeysSection } from './ApiKeysSection';

jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

const MESSAGE = "L'expiration doit être dans le futur";

test('creating an API key: the API refusing its expiry shows under Expires at, linked and focused, what was typed kept, no toast', async () => {
  const error = jest.spyOn(toast, 'error');
  const fake = fakeAdapter((call) =>
    call.method === 'post'
      ? { status: 400, data: { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: MESSAGE, errorField: 'expiresAt' } }
      : { data: { content: [], totalElements: 0, page: 0, size: 10 } },
  );
  apiClient.defaults.adapter = fake.adapter;
  sessionStore.setState({ token: 'T', saasOrgId: 3, language: 'en' });
  renderWithProviders(<ApiKeysSection onCreated={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: 'Create API key' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
  fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Dispatch TMS' } });
  const expiry = within(dialog).getByLabelText(/^Expires at/);
  fireEvent.change(expiry, { target: { value: '2020-01-01T08:00' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const message = await within(dialog).findByText(MESSAGE);
  expect(expiry.getAttribute('aria-invalid')).toBe('true');
  expect(expiry.getAttribute('aria-describedby')).toContain(message.id);
  await waitFor(() => expect(document.activeElement).toBe(expiry));
  expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Dispatch TMS');
  expect(error).not.toHaveBeenCalled();
});

test("revoking an API key asks in the console's dialog, never the browser's box: Cancel keeps it, Revoke revokes it", async () => {
  const nativeConfirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  const key = {
    apiKeyId: 41,
    name: 'Dispatch TMS',
    scopes: ['availability:read'],
    prefix: 'hs_live_ab12',
    createdAt: '2026-11-02T10:00:00Z',
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    lastUsedIp: null,
    status: 'Active',
  };
  const fake = fakeAdapter((call) =>
    call.method === 'delete' ? { status: 204, data: '' } : { data: { content: [key], totalElements: 1, page: 0, size: 10 } },
  );
  apiClient.defaults.adapter = fake.adapter;
  sessionStore.setState({ token: 'T', saasOrgId: 3, language: 'en' });
  renderWithProviders(<ApiKeysSection onCreated={() => undefined} />);
  const deletes = () => fake.calls.filter((call) => call.method === 'delete');

  fireEvent.click(await screen.findByRole('button', { name: 'Revoke Dispatch TMS' }));
  let dialog = await screen.findByRole('dialog', { name: /Dispatch TMS/ });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(deletes()).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Revoke Dispatch TMS' }));
  dialog = await screen.findByRole('dialog', { name: /Dispatch TMS/ });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(deletes()).toHaveLength(1));
  expect(deletes()[0].url).toBe('/api/apiKeys/41');
  expect(nativeConfirm).not.toHaveBeenCalled();
});
