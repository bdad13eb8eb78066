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
