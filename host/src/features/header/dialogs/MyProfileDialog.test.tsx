import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { notify } from '@haulstop/shared/auth';
import { sessionStore } from '@haulstop/shared/session';
import { renderInShell } from '../../../test/render';
import { signIn } from '../../../test/session';
import { MyProfileDialog } from './MyProfileDialog';
import { fetchUser, updateProfile } from '@haulstop/shared/api';

jest.mock('@haulstop/shared/api', () => ({
  ...jest.requireActual('@haulstop/shared/api'),
  updatePassword: jest.fn(),
  fetchUser: jest.fn(),
  updateProfile: jest.fn(),
}));
const mockedFetch = jest.mocked(fetchUser);
const mockedUpdate = jest.mocked(updateProfile);

function apiError(status: number, body: object): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', { headers }, null, { status, statusText: '', headers, config: { headers }, data: body });
}

const OWNER = { userId: 2, loginId: 'owner@haulstop.test', firstName: 'Owen', lastName: 'Owner', phone: '5550100' };
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const save = async () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

async function open(onClose = jest.fn()) {
  renderInShell(<MyProfileDialog open onClose={onClose} />);
  await screen.findByLabelText('First Name');
  return onClose;
}

beforeEach(() => {
  signIn('owner');
  mockedFetch.mockReset().mockResolvedValue(OWNER);
  mockedUpdate.mockReset();
  jest.spyOn(notify, 'success').mockImplementation(() => null);
  jest.spyOn(notify, 'error').mockImplementation(() => null);
});

describe('My Profile dialog', () => {
  it("is a dialog named 'My Profile' that loads GET /api/user/{userId}", async () => {
    await open();
    expect(screen.getByRole('dialog', { name: 'My Profile' })).toBeTruthy();
    expect(mockedFetch).toHaveBeenCalledWith(2, expect.anything());
    expect(input('First Name').value).toBe('Owen');
    expect(input('Last Name').value).toBe('Owner');
  });

  it('email is shown but disabled', async () => {
    await open();
    expect(input('Email').value).toBe('owner@haulstop.test');
    expect(input('Email').disabled).toBe(true);
  });

  it("firstName required: 'Enter First Name'", async () => {
    await open();
    type('First Name', '');
    await save();
    expect(input('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter First Name')).toBeTruthy();
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it("lastName required: 'Enter Last Name'", async () => {
    await open();
    type('Last Name', '   ');
    await save();
    expect(screen.getByText('Enter Last Name')).toBeTruthy();
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it('names under 64 characters', async () => {
    await open();
    type('First Name', 'x'.repeat(64));
    await save();
    expect(screen.getByText('Must be less than 64 characters')).toBeTruthy();
    expect(mockedUpdate).not.toHaveBeenCalled();
  });

  it("saves the loaded record merged with the edits, orgId = the logged-in organisation; 'Updated Successfully' and the header name updates", async () => {
    mockedUpdate.mockResolvedValue({ ...OWNER, firstName: 'Olivia' });
    const onClose = await open();
    type('First Name', 'Olivia');
    await save();
    expect(mockedUpdate).toHaveBeenCalledWith({
      user: OWNER,
      edits: { email: 'owner@haulstop.test', firstName: 'Olivia', lastName: 'Owner' },
      loggedInSaasOrgId: 2,
    });
    expect(notify.success).toHaveBeenCalledWith('Updated Successfully');
    expect(sessionStore.getState().user).toMatchObject({ firstName: 'Olivia', lastName: 'Owner' });
    expect(onClose).toHaveBeenCalled();
  });

  it('update failure shows the server errorMessage and keeps the edits', async () => {
    mockedUpdate.mockRejectedValue(apiError(400, { statusCode: 400, errorMessage: 'First name is too long' }));
    const onClose = await open();
    type('First Name', 'Olivia');
    await save();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('First name is too long'));
    expect(onClose).not.toHaveBeenCalled();
    expect(input('First Name').value).toBe('Olivia');
  });

  it('load failure shows the response statusCode as an error toast', async () => {
    mockedFetch.mockRejectedValue(apiError(404, { statusCode: 404, errorCode: 'NOT_FOUND', errorMessage: 'User not found' }));
    renderInShell(<MyProfileDialog open onClose={jest.fn()} />);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('404'));
  });
});

afterEach(() => jest.restoreAllMocks());
