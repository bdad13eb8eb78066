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

/** Saves 6 hrs and 36 hrs (sent in that order: prices[0], prices[1]), refused by the API with `answer`. */
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
  it('shows under the entry the API names (prices[0]: 6 hrs, not 36 hrs), focused, the typed price kept, not toasted', async () => {
    // The message names no duration, or names another: the place is the entry's index, never the words.
    const errorMessage = 'Use a price of at most 36 hrs of work';
    const { error, sixHours } = await saveRefused({ errorField: 'prices[0].amountMinor', errorMessage });
    const message = await screen.findByText(errorMessage);
    expect(sixHours.getAttribute('aria-invalid')).toBe('true');
    expect(sixHours.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(sixHours));
    expect((sixHours as HTMLInputElement).value).toBe('2000000');
    expect(screen.getByLabelText(/— 36 hrs/).getAttribute('aria-invalid')).not.toBe('true');
    expect(error).not.toHaveBeenCalled();
  });

  it('an entry refused by its duration (prices[1].duration) shows under the second price sent, 36 hrs', async () => {
    const { error } = await saveRefused({ errorField: 'prices[1].duration', errorMessage: '36 hrs is priced twice' });
    const message = await screen.findByText('36 hrs is priced twice');
    const thirtySix = screen.getByLabelText(/— 36 hrs/);
    expect(thirtySix.getAttribute('aria-invalid')).toBe('true');
    expect(thirtySix.getAttribute('aria-describedby')).toContain(message.id);
    expect(error).not.toHaveBeenCalled();
  });

  it('a refusal naming a field of no entry is toasted, as before', async () => {
    const { error } = await saveRefused({ errorField: 'amountMinor', errorMessage: 'The 6 hrs price must be a whole number of cents' });
    await waitFor(() => expect(error).toHaveBeenCalledWith('The 6 hrs price must be a whole number of cents', undefined));
    expect(screen.getByLabelText(/— 6 hrs/).getAttribute('aria-invalid')).not.toBe('true');
  });
});
