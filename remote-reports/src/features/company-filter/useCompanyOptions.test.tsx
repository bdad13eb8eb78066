import { screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import { companySource, useCompanyOptions } from './useCompanyOptions';

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

function Options() {
  const { options, error } = useCompanyOptions();
  return (
    <div>
      <ul>
        {options.map((o) => (
          <li key={o.orgId ?? 'all'}>{`${o.orgId ?? '-'}:${o.orgName}`}</li>
        ))}
      </ul>
      {error ? <p>error:{error}</p> : null}
    </div>
  );
}
const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('company filter source (SPEC §7)', () => {
  it('companyNames with saasOrgId=1 for the platform organisation; getOrgByUser with the userId otherwise', () => {
    expect(companySource(1, 10)).toEqual({ url: '/api/reservation/filter/companyNames', params: { saasOrgId: 1 } });
    expect(companySource(3, 10)).toEqual({ url: '/api/organization/getOrgByUser', params: { userId: 10 } });
    expect(companySource(3, null)).toBeNull();
  });

  it("platform organisation: companyNames, with a leading All entry", async () => {
    const fake = fakeAdapter(() => ({ data: [{ orgName: 'Northline Freight', orgId: 3 }, { orgName: 'Eastbound Brokerage', orgId: 4 }] }));
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 1, user: { userId: 1, loginId: 'admin@haulstop.test', firstName: 'A', lastName: 'B' } });
    renderWithProviders(<Options />);
    await waitFor(() => expect(shown()).toEqual(['-:All', '3:Northline Freight', '4:Eastbound Brokerage']));
    expect(fake.calls.map((c) => [c.url, c.params])).toEqual([['/api/reservation/filter/companyNames', { saasOrgId: 1 }]]);
  });

  it('other organisations: getOrgByUser?userId=<userId>, with a leading All entry', async () => {
    const fake = fakeAdapter(() => ({ data: [{ orgId: 3, orgName: 'Northline Freight' }, { orgId: 4, orgName: 'Eastbound Brokerage' }, { orgId: 3, orgName: 'Northline Freight' }] }));
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 3, user: { userId: 5, loginId: 'carrier@haulstop.test', firstName: 'C', lastName: 'D' } });
    renderWithProviders(<Options />);
    await waitFor(() => expect(shown()).toEqual(['-:All', '3:Northline Freight', '4:Eastbound Brokerage']));
    expect(fake.calls.map((c) => [c.url, c.params])).toEqual([['/api/organization/getOrgByUser', { userId: 5 }]]);
  });

  it("getOrgByUser failure: the server's errorMessage as a toast; only All remains", async () => {
    apiClient.defaults.adapter = fakeAdapter(() => ({ status: 403, data: { statusCode: 403, errorCode: 'FORBIDDEN', errorMessage: 'You can only list your own organisations' } })).adapter;
    const error = jest.spyOn(toast, 'error');
    sessionStore.setState({ token: 'T', saasOrgId: 3, user: { userId: 5, loginId: 'carrier@haulstop.test', firstName: 'C', lastName: 'D' } });
    renderWithProviders(<Options />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('You can only list your own organisations', undefined));
    expect(shown()).toEqual(['-:All']);
  });

  it('companyNames failure is stored as an error (SPEC §8), without a toast', async () => {
    apiClient.defaults.adapter = fakeAdapter(() => ({ status: 500, data: { statusCode: 500, errorCode: 'INTERNAL', errorMessage: 'Internal error' } })).adapter;
    const error = jest.spyOn(toast, 'error');
    sessionStore.setState({ token: 'T', saasOrgId: 1, user: { userId: 1, loginId: 'admin@haulstop.test', firstName: 'A', lastName: 'B' } });
    renderWithProviders(<Options />);
    await waitFor(() => expect(screen.getByText('error:Internal error')).toBeTruthy());
    expect(error).not.toHaveBeenCalled();
  });

  it('switching organisation reloads the list from the other source', async () => {
    const fake = fakeAdapter((c) => ({ data: c.url?.includes('companyNames') ? [{ orgName: 'Prairie Truck Stops', orgId: 2 }] : [{ orgId: 1, orgName: 'Haulstop Platform' }] }));
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 1, user: { userId: 1, loginId: 'admin@haulstop.test', firstName: 'A', lastName: 'B' } });
    renderWithProviders(<Options />);
    await waitFor(() => expect(shown()).toEqual(['-:All', '2:Prairie Truck Stops']));
    sessionStore.setState({ saasOrgId: 2 });
    await waitFor(() => expect(shown()).toEqual(['-:All', '1:Haulstop Platform']));
  });
});
