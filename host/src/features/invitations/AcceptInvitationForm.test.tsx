import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { renderWithProviders } from '@haulstop/shared/testing';
import { AcceptInvitationForm } from './AcceptInvitationForm';

// The design system's first render is slow on a busy 2-core machine.
jest.setTimeout(30_000);

const PREVIEW = { orgName: 'Prairie Truck Stops', loginId: 'new@prairie.test', role: 'user', existingUser: false };

let accept: () => unknown;
let post: jest.SpyInstance;
beforeEach(() => {
  post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/invitations/preview') return { data: PREVIEW, status: 200 } as never;
    return accept() as never;
  });
});
afterEach(() => post.mockRestore());

const refusal = (status: number, data: object) => () => {
  throw Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data } });
};
const input = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });

async function join() {
  renderWithProviders(<AcceptInvitationForm />, { route: '/acceptInvitation?token=t0k3n' });
  await screen.findByRole('button', { name: /Join/ });
  fireEvent.change(input(/^First name/), { target: { value: 'Ada' } });
  fireEvent.change(input(/^Last name/), { target: { value: 'Stone' } });
  fireEvent.change(input(/^Password/), { target: { value: 'Strong#2026' } });
  fireEvent.change(input(/^Confirm password/), { target: { value: 'Strong#2026' } });
  fireEvent.click(screen.getByRole('button', { name: /Join/ }));
}

describe('joining by invitation (the form kit)', () => {
  it("the API's refusal of a field shows under it, focused, what was typed kept", async () => {
    accept = refusal(400, { statusCode: 400, errorCode: 'VALIDATION_FAILED', errorMessage: 'Le mot de passe est trop courant', errorField: 'password' });
    await join();
    const password = input(/^Password/);
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Le mot de passe est trop courant');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect([input(/^First name/).value, password.value]).toEqual(['Ada', 'Strong#2026']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal about no field is said above the button', async () => {
    accept = refusal(410, { statusCode: 410, errorCode: 'INVITATION_EXPIRED', errorMessage: 'This invitation has expired' });
    await join();
    expect((await screen.findByRole('alert')).textContent).toContain('This invitation has expired');
  });
});
