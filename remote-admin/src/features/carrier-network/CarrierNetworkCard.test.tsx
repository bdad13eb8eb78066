import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { apiClient } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { fakeAdapter, renderWithProviders } from '@haulstop/shared/testing';
import { CarrierNetworkCard } from './CarrierNetworkCard';

const PRAIRIE = 2;
const NORTHLINE = 3;
const originalAdapter = apiClient.defaults.adapter;

function as(role: 'Manager' | 'admin' | 'user', saasOrgId: number, enabled = false) {
  sessionStore.setState({ token: 'T', role, saasOrgId, isOrgNetworkConfigEnabled: enabled });
  return renderWithProviders(<CarrierNetworkCard saasOrgId={saasOrgId} enabled={enabled} />);
}
const checkbox = () => screen.getByRole('checkbox', { name: 'Enable Carrier Network Screen' }) as HTMLInputElement;
const saveButton = () => screen.queryByRole('button', { name: 'Save' });

afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

describe('carrier network card — both readings of SPEC §6', () => {
  it("(Manager, Prairie): 'The Manager gets a disabled toggle' and no Save (Save only for a non-Manager in organisation 1)", () => {
    as('Manager', PRAIRIE);
    expect(checkbox().disabled).toBe(true);
    expect(saveButton()).toBeNull();
  });

  it('(admin, organisation 1): checkbox enabled and Save shown', () => {
    as('admin', 1);
    expect(checkbox().disabled).toBe(false);
    expect(saveButton()).not.toBeNull();
  });

  it('(admin, Northline): the checkbox is disabled when the role is not Manager and the organisation is not 1; no Save', () => {
    as('admin', NORTHLINE, true);
    expect(checkbox().disabled).toBe(true);
    expect(checkbox().checked).toBe(true);
    expect(saveButton()).toBeNull();
  });

  it('shows the note that carrier network payment and invoicing happen on the last day of the month', () => {
    as('admin', 1);
    expect(screen.getByText(/last day of the month/)).toBeTruthy();
  });
});

describe('carrier network save', () => {
  it("POSTs { saasOrgId, isOrgNetworkConfigEnabled }, toasts 'Updated Successfully' and updates the session", async () => {
    const fake = fakeAdapter((c) => ({ data: c.data }));
    apiClient.defaults.adapter = fake.adapter;
    const success = jest.spyOn(toast, 'success');
    as('admin', 1, false);
    fireEvent.click(checkbox());
    // The design system reports the change a moment after the click; its control then reads checked.
    await waitFor(() => expect(document.querySelector('[data-part="control"][data-state="checked"]')).not.toBeNull());
    fireEvent.click(saveButton()!);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Updated Successfully', undefined));
    expect(fake.calls).toEqual([
      { method: 'post', url: '/api/organization/orgNetworkConfiguration', params: {}, data: { saasOrgId: 1, isOrgNetworkConfigEnabled: true } },
    ]);
    expect(sessionStore.getState().isOrgNetworkConfigEnabled).toBe(true);
  });

  it('failure shows the response errorMessage', async () => {
    apiClient.defaults.adapter = fakeAdapter(() => ({
      status: 403,
      data: { statusCode: 403, errorCode: 'FORBIDDEN', errorMessage: 'Not allowed here' },
    })).adapter;
    const error = jest.spyOn(toast, 'error');
    as('admin', 1, false);
    fireEvent.click(saveButton()!);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Not allowed here', undefined));
    expect(sessionStore.getState().isOrgNetworkConfigEnabled).toBe(false);
  });

  it('failure without an errorMessage shows the error message', async () => {
    apiClient.defaults.adapter = () => Promise.reject(new Error('Network Error'));
    const error = jest.spyOn(toast, 'error');
    as('admin', 1, false);
    fireEvent.click(saveButton()!);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Network Error', undefined));
  });
});
