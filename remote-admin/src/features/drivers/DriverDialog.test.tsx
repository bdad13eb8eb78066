import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import type { Driver } from '@haulstop/shared/contracts';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import { DriverDialog } from './DriverDialog';

jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const driver: Driver = {
  driverId: 7,
  orgId: 2,
  firstName: 'Rosa',
  lastName: 'Quill',
  email: null,
  phone: null,
  employeeId: null,
  driverType: 'Company',
  status: 'Active',
  language: 'fr',
};

function renderDialog(editing: Driver | null) {
  const fake = fakeAdapter((call) => ({ data: { ...driver, ...(call.data as object) } }));
  apiClient.defaults.adapter = fake.adapter;
  sessionStore.setState({ token: 'T', saasOrgId: 2, language: 'en' });
  renderWithProviders(<DriverDialog open driver={editing} onClose={() => undefined} />);
  return fake;
}

const languageSelect = () => screen.getByRole('combobox', { name: /language/i }) as HTMLSelectElement;

describe("the driver's language", () => {
  it('shows the stored language and sends the one chosen', async () => {
    const fake = renderDialog(driver);
    await waitFor(() => expect(languageSelect().value).toBe('fr'));
    expect([...languageSelect().options].map((option) => option.value)).toEqual(['', 'en', 'fr', 'es']);
    fireEvent.change(languageSelect(), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'put')).toBe(true));
    const put = fake.calls.find((call) => call.method === 'put')!;
    expect(put.data).toMatchObject({ language: 'es' });
  });

  it('not set is sent as null (English)', async () => {
    const fake = renderDialog(null);
    await waitFor(() => expect(languageSelect().value).toBe(''));
    const type = (name: string, value: string) => fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
    type('firstName', 'Ann');
    type('lastName', 'Lee');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'post')).toBe(true));
    const post = fake.calls.find((call) => call.method === 'post')!;
    expect(post.data).toMatchObject({ firstName: 'Ann', language: null });
  });
});
