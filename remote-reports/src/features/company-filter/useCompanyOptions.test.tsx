import { screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import { useCompanyOptions } from './useCompanyOptions';

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

describe("company filter (the companies that appear in the current organisation's reservations)", () => {
  it.each([
    ['the platform organisation', 1, 1],
    ['an owner', 2, 7],
    ['a carrier', 3, 5],
  ])('%s asks companyNames for its current organisation, with a leading All entry, de-duplicated', async (_who, saasOrgId, userId) => {
    const fake = fakeAdapter(() => ({
      data: [
        { orgName: 'Northline Freight', orgId: 3 },
        { orgName: 'Eastbound Brokerage', orgId: 4 },
        { orgName: 'Northline Freight', orgId: 3 },
      ],
    }));
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId, user: { userId, loginId: 'someone@haulstop.test', firstName: 'A', lastName: 'B' } });
    renderWithProviders(<Options />);
    await waitFor(() => expect(shown()).toEqual(['-:All', '3:Northline Freight', '4:Eastbound Brokerage']));
    expect(fake.calls.map((c) => [c.url, c.params])).toEqual([['/api/reservation/filter/companyNames', { saasOrgId }]]);
  });

  it('a failure is stored as an error, without a toast; only All remains', async () => {
    apiClient.defaults.adapter = fakeAdapter(() => ({ status: 500, data: { statusCode: 500, errorCode: 'INTERNAL', errorMessage: 'Internal error' } })).adapter;
    const error = jest.spyOn(toast, 'error');
    sessionStore.setState({ token: 'T', saasOrgId: 1, user: { userId: 1, loginId: 'admin@haulstop.test', firstName: 'A', lastName: 'B' } });
    renderWithProviders(<Options />);
    await waitFor(() => expect(screen.getByText('error:Internal error')).toBeTruthy());
    expect(shown()).toEqual(['-:All']);
    expect(error).not.toHaveBeenCalled();
  });

  it("switching organisation reloads the list for the other organisation (never shows the previous one's)", async () => {
    const fake = fakeAdapter((c) => ({
      data: c.params.saasOrgId === 1 ? [{ orgName: 'Prairie Truck Stops', orgId: 2 }] : [{ orgId: 3, orgName: 'Northline Freight' }],
    }));
    apiClient.defaults.adapter = fake.adapter;
    sessionStore.setState({ token: 'T', saasOrgId: 1, user: { userId: 1, loginId: 'admin@haulstop.test', firstName: 'A', lastName: 'B' } });
    renderWithProviders(<Options />);
    await waitFor(() => expect(shown()).toEqual(['-:All', '2:Prairie Truck Stops']));
    sessionStore.setState({ saasOrgId: 2 });
    await waitFor(() => expect(shown()).toEqual(['-:All', '3:Northline Freight']));
  });
});
