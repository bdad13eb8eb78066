import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { notify } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { Providers } from '../../test/render';
import { signIn, signOut } from '../../test/session';
import { fetchOrganization } from './organization-api';
import { useOrganizationDetails } from './useOrganizationDetails';

jest.mock('./organization-api', () => ({ fetchOrganization: jest.fn() }));
const mockedFetch = jest.mocked(fetchOrganization);
const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;

beforeEach(() => {
  mockedFetch.mockReset();
  jest.spyOn(notify, 'error').mockImplementation(() => null);
});

describe('organisation data (SPEC §3, §7, §8)', () => {
  it('applies usageType, isOrgNetworkConfigEnabled, status, isOrgApproved and logoPath of GET /api/organization/{saasOrgId}', async () => {
    signIn('owner');
    mockedFetch.mockResolvedValue({ orgId: 2, saasOrgId: 2, orgName: 'Prairie Truck Stops', usageType: 'PARKING_LOT_OWNER', isOrgNetworkConfigEnabled: true, status: 'Active', isOrgApproved: 'Approved', logoPath: 'orgs/2/logo.svg' });
    renderHook(() => useOrganizationDetails(), { wrapper });
    await waitFor(() => expect(sessionStore.getState().logoPath).toBe('orgs/2/logo.svg'));
    expect(mockedFetch).toHaveBeenCalledWith(2);
    expect(sessionStore.getState()).toMatchObject({ orgType: 'PARKING_LOT_OWNER', isOrgNetworkConfigEnabled: true, orgStatus: 'Active', isApproved: true });
  });

  it('reloads when the current organisation changes (a switch)', async () => {
    signIn('admin');
    mockedFetch.mockImplementation(async (id) => ({ orgId: id, saasOrgId: id, orgName: `Org ${id}`, usageType: id === 1 ? 'ADMIN' : 'PARKING_LOT_OWNER' }));
    renderHook(() => useOrganizationDetails(), { wrapper });
    await waitFor(() => expect(mockedFetch).toHaveBeenCalledWith(1));
    act(() => sessionStore.getState().switchOrganization(2, 'Prairie Truck Stops'));
    await waitFor(() => expect(mockedFetch).toHaveBeenCalledWith(2));
    await waitFor(() => expect(sessionStore.getState().orgType).toBe('PARKING_LOT_OWNER'));
  });

  it("failure shows 'Error retrieving data'", async () => {
    signIn('owner');
    mockedFetch.mockRejectedValue(new Error('down'));
    renderHook(() => useOrganizationDetails(), { wrapper });
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error retrieving data'));
  });

  it('nothing is loaded while signed out', () => {
    signOut();
    renderHook(() => useOrganizationDetails(), { wrapper });
    expect(mockedFetch).not.toHaveBeenCalled();
  });
});

afterEach(() => jest.restoreAllMocks());
