import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import { DiscountCodeDialog } from './DiscountCodeDialog';

jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

/** The server's refusal, as the API answers a French user (the message under the field it names). */
const refusal = (errorField: string) => ({
  status: 409,
  data: { statusCode: 409, errorCode: 'ALREADY_EXISTS', errorMessage: 'Le code WINTER10 est déjà pris ; choisissez-en un autre', errorField },
});

async function submitRefused(errorField: string) {
  const error = jest.spyOn(toast, 'error');
  const fake = fakeAdapter((call) => (call.method === 'post' ? refusal(errorField) : { data: { content: [], totalElements: 0, page: 0, size: 100 } }));
  apiClient.defaults.adapter = fake.adapter;
  sessionStore.setState({ token: 'T', saasOrgId: 2, language: 'en' });
  renderWithProviders(<DiscountCodeDialog editing={null} open onClose={() => undefined} />);
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  type('Code', 'WINTER10');
  type('Percentage', '10');
  type('Valid from', '2030-01-01T00:00');
  type('Valid until', '2030-02-01T00:00');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fake.calls.some((call) => call.method === 'post')).toBe(true));
  return { error };
}

describe('a server refusal about one field (errorField)', () => {
  it('shows under that field, linked to it, and is not toasted', async () => {
    const { error } = await submitRefused('code');
    const message = await screen.findByText('Le code WINTER10 est déjà pris ; choisissez-en un autre');
    const input = screen.getByLabelText(/^Code/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(error).not.toHaveBeenCalled();
  });

  it('a field named otherwise by the API (totalValueMinor) shows under the form field (Total value)', async () => {
    await submitRefused('totalValueMinor');
    await screen.findByText('Le code WINTER10 est déjà pris ; choisissez-en un autre');
    expect(screen.getByLabelText(/^Total value/).getAttribute('aria-invalid')).toBe('true');
  });

  it('a field the form does not show is toasted, as before', async () => {
    const { error } = await submitRefused('discountCodeId');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Le code WINTER10 est déjà pris ; choisissez-en un autre', undefined));
  });
});
