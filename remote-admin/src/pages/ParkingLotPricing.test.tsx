import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import ParkingLotPricing from './ParkingLotPricing';

// The prompt on leaving unsaved prices needs a data router; leaving is not what is tested here.
jest.mock('@haulstop/shared/ui', () => ({ ...jest.requireActual('@haulstop/shared/ui'), useUnsavedChangesPrompt: () => undefined }));
jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

const LOT = { parkingLotId: 12, name: 'Prairie Stop Columbus', currency: 'USD', prices: [{ duration: '36 hrs', amountMinor: 6000 }] };

/** Saves prices the API refuses with `answer` (the API names the entry's field, and the duration in its message). */
async function saveRefused(answer: { errorField: string; errorMessage: string }) {
  const error = jest.spyOn(toast, 'error');
  const fake = fakeAdapter((call) =>
    call.method === 'put'
      ? { status: 400, data: { statusCode: 400, errorCode: 'VALIDATION_FAILED', ...answer } }
      : { data: { content: [LOT], totalElements: 1, page: 0, size: 100 } },
  );
  apiClient.defaults.adapter = fake.adapter;
  sessionStore.setState({ token: 'T', saasOrgId: 2, language: 'en' });
  renderWithProviders(<ParkingLotPricing />);
  const sixHours = await screen.findByLabelText(/— 6 hrs/);
  await waitFor(() => expect((screen.getByLabelText(/— 36 hrs/) as HTMLInputElement).value).toBe('60.00'));
  fireEvent.change(sixHours, { target: { value: '2000000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fake.calls.some((call) => call.method === 'put')).toBe(true));
  return { error, sixHours };
}

describe('lot pricing: a refusal of the API about one price', () => {
  it('shows under the duration its message names (6 hrs, not 36 hrs), focused, the typed price kept, not toasted', async () => {
    const errorMessage = 'The 6 hrs price must be a whole number of cents up to 100000000';
    const { error, sixHours } = await saveRefused({ errorField: 'amountMinor', errorMessage });
    const message = await screen.findByText(errorMessage);
    expect(sixHours.getAttribute('aria-invalid')).toBe('true');
    expect(sixHours.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(sixHours));
    expect((sixHours as HTMLInputElement).value).toBe('2000000');
    expect(screen.getByLabelText(/— 36 hrs/).getAttribute('aria-invalid')).not.toBe('true');
    expect(error).not.toHaveBeenCalled();
  });

  it('a refusal naming no duration sent is toasted, as before', async () => {
    const { error } = await saveRefused({ errorField: 'amountMinor', errorMessage: 'Something about no duration' });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Something about no duration', undefined));
  });
});
