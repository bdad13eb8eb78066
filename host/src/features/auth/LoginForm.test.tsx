import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { login } from '@haulstop/shared/auth';
import { initI18n } from '@haulstop/shared/i18n';
import { LoginForm } from './LoginForm';

jest.mock('@haulstop/shared/auth', () => ({
  ...jest.requireActual('@haulstop/shared/auth'),
  login: jest.fn(),
}));
const mockedLogin = jest.mocked(login);

beforeAll(async () => {
  await initI18n({ fetchImpl: (async () => ({ ok: false, status: 404, json: async () => ({}) })) as unknown as typeof fetch });
});
beforeEach(() => mockedLogin.mockReset());

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

describe('LoginForm (plain elements, no design system)', () => {
  it('labels its two fields and keeps Login disabled until both are filled', () => {
    render(<LoginForm onLoggedIn={jest.fn()} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Login' });
    expect(button.disabled).toBe(true);
    fill('   ', 'secret');
    expect(button.disabled).toBe(true); // blanks are not an email
    fill('owner@haulstop.test', 'secret');
    expect(button.disabled).toBe(false);
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username');
  });

  it('sends the trimmed email and hands the result on', async () => {
    const result = { user: { userId: 1 } } as never;
    mockedLogin.mockResolvedValue(result);
    const onLoggedIn = jest.fn();
    render(<LoginForm onLoggedIn={onLoggedIn} />);
    fill('  owner@haulstop.test ', 'Haulstop#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(result));
    expect(mockedLogin).toHaveBeenCalledWith('owner@haulstop.test', 'Haulstop#2026');
  });

  it('a malformed e-mail is shown under Email, focused, and nothing is sent', () => {
    render(<LoginForm onLoggedIn={jest.fn()} />);
    fill('owner.haulstop.test', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a valid email address');
    expect(document.activeElement).toBe(email);
    expect(email.value).toBe('owner.haulstop.test');
    expect(mockedLogin).not.toHaveBeenCalled();
  });

  it("shows the API's refusal under the field it names (errorField), focused, the typed values kept", async () => {
    mockedLogin.mockRejectedValue({
      isAxiosError: true,
      response: { status: 401, data: { errorCode: 'INVALID_CREDENTIALS', errorMessage: 'Courriel ou mot de passe invalide', errorField: 'password' } },
    });
    render(<LoginForm onLoggedIn={jest.fn()} />);
    fill('owner@haulstop.test', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Courriel ou mot de passe invalide');
    expect(document.activeElement).toBe(password);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(password.value).toBe('wrong');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('owner@haulstop.test');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('a refusal about no field (too many attempts) is an alert above Login, and the form can be sent again', async () => {
    mockedLogin.mockRejectedValue({ isAxiosError: true, response: { status: 429, data: { errorMessage: 'Too many attempts. Try again in 15 minutes.' } } });
    render(<LoginForm onLoggedIn={jest.fn()} />);
    fill('owner@haulstop.test', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 15 minutes.');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Login' }).disabled).toBe(false);
  });
});
