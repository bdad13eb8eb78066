import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@haulstop/shared/auth';
import { fakeAdapter, renderWithProviders, type FakeCall } from '@haulstop/shared/testing';
import { SignUpForm } from './SignUpForm';

jest.setTimeout(30_000);

const realAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = realAdapter;
});

let calls: FakeCall[] = [];
function answerWith(status: number, data: object) {
  const fake = fakeAdapter(() => ({ status, data }));
  calls = fake.calls;
  apiClient.defaults.adapter = fake.adapter;
}

function fillAll() {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), { target: { value } });
  type('Organization name', 'Prairie Haul');
  type('DOT number', '12345678');
  type('First name', 'Flora');
  type('Last name', 'Quinn');
  type('Email', 'flora@prairie.test');
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Strong#2026' } });
  type('Confirm password', 'Strong#2026');
}

const input = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label, { exact: false, selector: 'input' });
const messageOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('SignUpForm (the form kit)', () => {
  it("shows the API's refusal of the e-mail (errorField loginId) under Email, focused, every typed value kept", async () => {
    answerWith(409, { statusCode: 409, errorCode: 'LOGIN_ID_TAKEN', errorMessage: 'Cette adresse est déjà utilisée', errorField: 'loginId' });
    renderWithProviders(<SignUpForm />);
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const email = input('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(email)).toBe('Cette adresse est déjà utilisée');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0].data).toMatchObject({ loginId: 'flora@prairie.test', dotNumber: '12345678' });
    expect([input('Organization name').value, input('DOT number').value, email.value, input(/^Password/).value]).toEqual([
      'Prairie Haul',
      '12345678',
      'flora@prairie.test',
      'Strong#2026',
    ]);
  });

  it('a refusal naming no field shows above the button; a rule message is shown before anything is sent', async () => {
    answerWith(500, { statusCode: 500, errorCode: 'INTERNAL_ERROR', errorMessage: 'Something went wrong on our side. Please try again.' });
    renderWithProviders(<SignUpForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(input('First name').getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toHaveLength(0);
    fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side');
    expect(input('Email').getAttribute('aria-invalid')).toBeNull();
  });
});
