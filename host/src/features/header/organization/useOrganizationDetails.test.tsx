import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { apiClient, notify } from '@haulstop/shared/auth';
import { fakeAdapter, type FakeCall } from '@haulstop/shared/testing';
import { sessionStore } from '@haulstop/shared/session';
import { Providers } from '../../../test/render';
import { signIn, signOut } from '../../../test/session';
import { useOrganizationDetails } from './useOrganizationDetails';

/** GET /api/organization/{id} answers `answer(id)` through the real API client (fake transport). */
let answer: (id: number) => { status?: number; data: unknown } = () => ({ status: 500, data: {} });
let calls: FakeCall[] = [];
const askedFor = () => calls.map((c) => Number(/\/api\/organization\/(\d+)$/.exec(c.url ?? '')?.[1]));
const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;

beforeEach(() => {
  const fake = fakeAdapter((call) => answer(Number(/(\d+)$/.exec(call.url ?? '')?.[1])));
  calls = fake.calls;
  apiClient.defaults.adapter = fake.adapter;
  jest.spyOn(notify, 'error').mockImplementation(() => null);
});

describe('organisation data', () => {
  it('applies usageType, isOrgNetworkConfigEnabled, status, isOrgApproved and logoPath of GET /api/organization/{saasOrgId}', async () => {
    signIn('owner');
    answer = () => ({
      data: {
        orgId: 2,
        saasOrgId: 2,
        orgName: 'Prairie Truck Stops',
        usageType: 'PARKING_LOT_OWNER',
        isOrgNetworkConfigEnabled: true,
        status: 'Active',
        isOrgApproved: 'Approved',
        logoPath: 'orgs/2/logo.svg',
      },
    });
    renderHook(() => useOrganizationDetails(), { wrapper });
    await waitFor(() => expect(sessionStore.getState().logoPath).toBe('orgs/2/logo.svg'));
    expect(askedFor()).toEqual([2]);
    expect(sessionStore.getState()).toMatchObject({ orgType: 'PARKING_LOT_OWNER', isOrgNetworkConfigEnabled: true, orgStatus: 'Active', isApproved: true });
  });

  it('reloads when the current organisation changes (a switch)', async () => {
    signIn('admin');
    answer = (id) => ({ data: { orgId: id, saasOrgId: id, orgName: `Org ${id}`, usageType: id === 1 ? 'ADMIN' : 'PARKING_LOT_OWNER' } });
    renderHook(() => useOrganizationDetails(), { wrapper });
    await waitFor(() => expect(askedFor()).toContain(1));
    act(() => sessionStore.getState().switchOrganization(2, 'Prairie Truck Stops'));
    await waitFor(() => expect(askedFor()).toContain(2));
    await waitFor(() => expect(sessionStore.getState().orgType).toBe('PARKING_LOT_OWNER'));
  });

  it("failure shows 'Error retrieving data'", async () => {
    signIn('owner');
    answer = () => ({ status: 500, data: {} });
    renderHook(() => useOrganizationDetails(), { wrapper });
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error retrieving data'));
  });

  it('nothing is loaded while signed out', () => {
    signOut();
    renderHook(() => useOrganizationDetails(), { wrapper });
    expect(calls).toHaveLength(0);
  });
});

afterEach(() => jest.restoreAllMocks());
