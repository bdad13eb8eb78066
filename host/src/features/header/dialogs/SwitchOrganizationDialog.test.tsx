import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notify } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { renderInShell } from '../../../test/render';
import { signIn } from '../../../test/session';
import { fetchAllOrganizations, fetchOrganizationsOfUser } from '@haulstop/shared/api';
import { SwitchOrganizationDialog } from './SwitchOrganizationDialog';

jest.mock('@haulstop/shared/api', () => ({
  ...jest.requireActual('@haulstop/shared/api'),
  fetchAllOrganizations: jest.fn(),
  fetchOrganizationsOfUser: jest.fn(),
}));
const mockedAll = jest.mocked(fetchAllOrganizations);
const mockedByUser = jest.mocked(fetchOrganizationsOfUser);

const ALL = [
  { orgId: 1, orgName: 'Haulstop Platform', saasOrgId: 1, usageType: 'ADMIN' },
  { orgId: 2, orgName: 'Prairie Truck Stops', saasOrgId: 2, usageType: 'PARKING_LOT_OWNER', orgStatus: 'Active' },
  { orgId: 3, orgName: 'Northline Freight', saasOrgId: 3, usageType: 'CARRIER' },
];

const switchButton = () => screen.getByRole('button', { name: 'Switch' }) as HTMLButtonElement;
const backToAdmin = () => screen.queryByRole('button', { name: 'Back to Admin' }) as HTMLButtonElement | null;
const choose = (name: string) => {
  const select = screen.getByLabelText('Organization') as HTMLSelectElement;
  const option = Array.from(select.options).find((o) => o.text === name);
  fireEvent.change(select, { target: { value: option?.value } });
};

async function open(onClose = jest.fn()) {
  renderInShell(<SwitchOrganizationDialog open onClose={onClose} />, '/organizationDetails');
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  return onClose;
}

beforeEach(() => {
  mockedAll.mockReset().mockResolvedValue(ALL);
  mockedByUser.mockReset();
  jest.spyOn(notify, 'warning').mockImplementation(() => null);
  jest.spyOn(notify, 'error').mockImplementation(() => null);
});

describe('Switch Organization dialog', () => {
  it("is a dialog named 'Switch Organization' with a labelled choice of organisation", async () => {
    signIn('admin');
    await open();
    expect(screen.getByRole('dialog', { name: 'Switch Organization' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select an organization',
      'Haulstop Platform',
      'Prairie Truck Stops',
      'Northline Freight',
    ]);
  });

  it('organisation 1 sees all organisations (getAllOrganization)', async () => {
    signIn('admin');
    await open();
    expect(mockedAll).toHaveBeenCalled();
    expect(mockedByUser).not.toHaveBeenCalled();
  });

  it('the Switch button is disabled until a selection exists', async () => {
    signIn('admin');
    await open();
    expect(switchButton().disabled).toBe(true);
    choose('Prairie Truck Stops');
    expect(switchButton().disabled).toBe(false);
  });

  it('the Switch button is disabled when the selection equals the current organisation', async () => {
    signIn('admin');
    await open();
    choose('Haulstop Platform');
    expect(switchButton().disabled).toBe(true);
  });

  it('switching saves the chosen organisation id and name and navigates to /mapDashboard', async () => {
    signIn('admin');
    const onClose = await open();
    choose('Prairie Truck Stops');
    await act(async () => fireEvent.click(switchButton()));
    expect(sessionStore.getState()).toMatchObject({ saasOrgId: 2, orgName: 'Prairie Truck Stops', orgType: 'PARKING_LOT_OWNER', loggedInSaasOrgId: 1 });
    expect(screen.getByTestId('location').textContent).toBe('/mapDashboard');
    expect(onClose).toHaveBeenCalled();
  });

  it('Back to Admin is shown to the internal admin (loggedInSaasOrgId 1) and disabled when organisation 1 is already current', async () => {
    signIn('admin');
    await open();
    expect(backToAdmin()?.disabled).toBe(true);
  });

  it('Back to Admin restores organisation 1 once the admin has switched away', async () => {
    signIn('admin');
    sessionStore.getState().switchOrganization(2, 'Prairie Truck Stops', { usageType: 'PARKING_LOT_OWNER' });
    const onClose = await open();
    expect(backToAdmin()?.disabled).toBe(false);
    await act(async () => fireEvent.click(backToAdmin() as HTMLButtonElement));
    expect(sessionStore.getState()).toMatchObject({ saasOrgId: 1, orgName: 'Haulstop Platform', orgType: 'ADMIN' });
    expect(screen.getByTestId('location').textContent).toBe('/mapDashboard');
    expect(onClose).toHaveBeenCalled();
  });

  it('Back to Admin is not offered outside the internal admin organisation', async () => {
    mockedByUser.mockResolvedValue([
      { orgId: 3, orgName: 'Northline Freight' },
      { orgId: 4, orgName: 'Eastbound Brokerage' },
    ]);
    signIn('carrier');
    await open();
    expect(backToAdmin()).toBeNull();
  });

  it('others see only their own organisations (getOrgByUser), de-duplicated by orgId', async () => {
    mockedByUser.mockResolvedValue([
      { orgId: 3, orgName: 'Northline Freight' },
      { orgId: 4, orgName: 'Eastbound Brokerage' },
      { orgId: 4, orgName: 'Eastbound Brokerage' },
    ]);
    signIn('carrier');
    await open();
    expect(mockedByUser).toHaveBeenCalledWith(4);
    expect(mockedAll).not.toHaveBeenCalled();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select an organization', 'Northline Freight', 'Eastbound Brokerage']);
  });

  it('a carrier switches to its other organisation, keeping its role there', async () => {
    mockedByUser.mockResolvedValue([
      { orgId: 3, orgName: 'Northline Freight' },
      { orgId: 4, orgName: 'Eastbound Brokerage' },
    ]);
    signIn('carrier');
    await open();
    choose('Northline Freight');
    expect(switchButton().disabled).toBe(true);
    choose('Eastbound Brokerage');
    await act(async () => fireEvent.click(switchButton()));
    expect(sessionStore.getState()).toMatchObject({ saasOrgId: 4, orgName: 'Eastbound Brokerage', orgType: 'BROKER', role: 'admin' });
  });

  it('organisation by-user failure shows the server errorMessage; the login answer still fills the list', async () => {
    const { AxiosError, AxiosHeaders } = jest.requireActual<typeof import('axios')>('axios');
    const headers = new AxiosHeaders();
    mockedByUser.mockRejectedValue(
      new AxiosError('x', 'ERR_BAD_RESPONSE', { headers }, null, {
        status: 500,
        statusText: '',
        headers,
        config: { headers },
        data: { errorMessage: 'Organisations are unavailable' },
      }),
    );
    signIn('carrier');
    await open();
    expect(notify.error).toHaveBeenCalledWith('Organisations are unavailable');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});

afterEach(() => jest.restoreAllMocks());
