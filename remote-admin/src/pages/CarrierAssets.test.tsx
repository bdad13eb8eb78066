import { screen, waitFor } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import CarrierAssets from './CarrierAssets';

jest.setTimeout(30_000);
const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

const page = <T,>(content: T[]) => ({ data: { content, totalElements: content.length, page: 0, size: 10 } });
const carrier = (saasOrgId: number, orgName: string) => ({ saasOrgId, orgName, dotNumber: '12345678', email: null, status: 'Active', assetCount: 1 });

describe('/carrierAssets opened from the drawer (it answered 400 "saasOrgId must be at least 1")', () => {
  it('without an id in the address it shows the first sub-carrier of the network, never asks for carrier 0', async () => {
    const fake = fakeAdapter((call) => {
      if (call.url === '/api/carrierNetwork/carriers') return page([carrier(12, 'Timberline Transport'), carrier(14, 'Coastal Haulers')]);
      return page([{ assetId: 7, orgId: 12, vin: '1XKYDP9X0LJ400112', licensePlate: 'TT40011', assetTypeName: 'Truck', status: 'Active' }]);
    });
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 3, language: 'en' });
    renderWithProviders(<CarrierAssets />, { route: '/carrierAssets' });

    expect(await screen.findByText('1XKYDP9X0LJ400112')).toBeTruthy();
    expect((screen.getByLabelText('Carrier') as HTMLSelectElement).value).toBe('12');
    await waitFor(() => expect(fake.calls.map((call) => call.url)).toContain('/api/carrierNetwork/carriers/12/assets'));
    expect(fake.calls.map((call) => call.url)).not.toContain('/api/carrierNetwork/carriers/0/assets');
  });

  it('a network with no sub-carrier says so, and asks for no assets', async () => {
    const fake = fakeAdapter(() => page([]));
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 3, language: 'en' });
    renderWithProviders(<CarrierAssets />, { route: '/carrierAssets' });
    expect(await screen.findByText(/No carrier in your network yet/)).toBeTruthy();
    expect(fake.calls.map((call) => call.url)).toEqual(['/api/carrierNetwork/carriers']);
  });
});
