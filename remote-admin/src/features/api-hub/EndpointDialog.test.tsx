import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import { EndpointDialog } from './EndpointDialog';

jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

const MESSAGE = "L'URL du point de terminaison doit commencer par https:// ou http://";

/** Saves an endpoint the API refuses, naming `errorField`, as it answers a French user. */
async function submitRefused(errorField: string) {
  const error = jest.spyOn(toast, 'error');
  const fake = fakeAdapter(() => ({ status: 400, data: { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: MESSAGE, errorField } }));
  apiClient.defaults.adapter = fake.adapter;
  sessionStore.setState({ token: 'T', saasOrgId: 3, language: 'en' });
  renderWithProviders(<EndpointDialog editing={null} open onClose={() => undefined} />);
  fireEvent.change(screen.getByLabelText(/^Endpoint URL/), { target: { value: 'ftp://partner.example/haulstop' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fake.calls.some((call) => call.method === 'post')).toBe(true));
  return { error };
}

describe('the webhook endpoint dialog: a refusal of the API about one field (errorField)', () => {
  it('shows under Endpoint URL, linked to it, focused, the URL kept, and is not toasted', async () => {
    const { error } = await submitRefused('url');
    const message = await screen.findByText(MESSAGE);
    const input = screen.getByLabelText(/^Endpoint URL/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect((input as HTMLInputElement).value).toBe('ftp://partner.example/haulstop');
    expect(error).not.toHaveBeenCalled();
  });

  it('a field the dialog does not show is toasted, as before', async () => {
    const { error } = await submitRefused('enabled');
    await waitFor(() => expect(error).toHaveBeenCalledWith(MESSAGE, undefined));
  });
});
