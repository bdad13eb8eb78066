import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { notify } from '@haulstop/shared/auth';
import { renderInShell } from '../../../test/render';
import { signIn } from '../../../test/session';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { updatePassword } from '@haulstop/shared/api';

jest.mock('@haulstop/shared/api', () => ({
  ...jest.requireActual('@haulstop/shared/api'),
  updatePassword: jest.fn(),
  fetchUser: jest.fn(),
  updateProfile: jest.fn(),
}));
const mockedUpdate = jest.mocked(updatePassword);

/** A failed call as axios reports it, with the API's error envelope. */
function apiError(status: number, body: object): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', { headers }, null, { status, statusText: '', headers, config: { headers }, data: body });
}

const describedTexts = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
const field = (name: string) => screen.getByLabelText(name);
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = async () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

function open(onClose = jest.fn()) {
  renderInShell(<ChangePasswordDialog open onClose={onClose} />);
  return onClose;
}

beforeEach(() => {
  signIn('owner');
  mockedUpdate.mockReset();
  jest.spyOn(notify, 'success').mockImplementation(() => null);
  jest.spyOn(notify, 'error').mockImplementation(() => null);
});

describe('Change Password dialog', () => {
  it("is a dialog named 'Change Password' with three labelled password fields", () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeTruthy();
    for (const label of ['Old Password', 'New Password', 'Confirm New Password']) expect(field(label).getAttribute('type')).toBe('password');
  });

  it("oldPassword required: 'Enter Old Password'; newPassword required: 'Enter New Password'; confirmnewPassword required: 'Enter Confirmed New Password'", async () => {
    open();
    await save();
    for (const [label, message] of [
      ['Old Password', 'Enter Old Password'],
      ['New Password', 'Enter New Password'],
      ['Confirm New Password', 'Enter Confirmed New Password'],
    ]) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(describedTexts(input)).toContain(message);
    }
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it("confirmnewPassword must equal newPassword: 'Your passwords do not match.'", async () => {
    open();
    type('Old Password', 'old');
    type('New Password', 'NewPass#1');
    type('Confirm New Password', 'NewPass#2');
    await save();
    expect(screen.getByText('Your passwords do not match.')).toBeTruthy();
    expect(screen.queryByText('Enter Old Password')).toBeNull();
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it("the new password is 8 to 64 characters: 'New password must be 8 to 64 characters' shows before any call", async () => {
    open();
    type('Old Password', 'old');
    type('New Password', 'short');
    type('Confirm New Password', 'short');
    await save();
    expect(describedTexts(field('New Password'))).toContain('New password must be 8 to 64 characters');
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it('a message clears as soon as the field is fixed', async () => {
    open();
    await save();
    type('Old Password', 'old');
    expect(screen.queryByText('Enter Old Password')).toBeNull();
    expect(screen.getByText('Enter New Password')).toBeTruthy();
  });

  it('sends { newPassword, oldPassword, userId }; success shows a toast and closes', async () => {
    mockedUpdate.mockResolvedValue();
    const onClose = open();
    type('Old Password', 'Haulstop#2026');
    type('New Password', 'NewPass#1');
    type('Confirm New Password', 'NewPass#1');
    await save();
    expect(mockedUpdate).toHaveBeenCalledWith({ newPassword: 'NewPass#1', oldPassword: 'Haulstop#2026', userId: 2 });
    expect(notify.success).toHaveBeenCalledWith('Password changed successfully');
    expect(onClose).toHaveBeenCalled();
  });

  it('failure shows the server errorMessage and keeps what was typed', async () => {
    mockedUpdate.mockRejectedValue(apiError(400, { statusCode: 400, errorCode: 'BAD_PASSWORD', errorMessage: 'The old password is incorrect' }));
    const onClose = open();
    type('Old Password', 'wrong');
    type('New Password', 'NewPass#1');
    type('Confirm New Password', 'NewPass#1');
    await save();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The old password is incorrect'));
    expect(onClose).not.toHaveBeenCalled();
    expect((field('Old Password') as HTMLInputElement).value).toBe('wrong');
    expect((field('New Password') as HTMLInputElement).value).toBe('NewPass#1');
  });

  it("failure without errorMessage shows 'Error resetting the password'", async () => {
    mockedUpdate.mockRejectedValue(apiError(500, {}));
    open();
    type('Old Password', 'old');
    type('New Password', 'NewPass#1');
    type('Confirm New Password', 'NewPass#1');
    await save();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error resetting the password'));
  });

  it('Cancel closes the dialog', () => {
    const onClose = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});

afterEach(() => jest.restoreAllMocks());
