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

  it("shows the API's errorMessage as an alert, and the form can be sent again", async () => {
    mockedLogin.mockRejectedValue({ isAxiosError: true, response: { status: 401, data: { errorMessage: 'Invalid email or password' } } });
    render(<LoginForm onLoggedIn={jest.fn()} />);
    fill('owner@haulstop.test', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Login' }).disabled).toBe(false);
  });
});
