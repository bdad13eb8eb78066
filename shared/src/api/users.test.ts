import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@haulstop/shared/auth';
import { fetchUser, updatePassword, updateProfile } from './users';

const calls: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = async (config) => {
  calls.push(config);
  return { data: config.data ? JSON.parse(config.data as string) : { userId: 2 }, status: 200, statusText: 'OK', headers: {}, config };
};

beforeEach(() => {
  calls.length = 0;
  apiClient.defaults.adapter = adapter;
});

describe('user calls', () => {
  it('PUT /api/user/updatePassword/{userId} with { newPassword, oldPassword, userId }', async () => {
    await updatePassword({ newPassword: 'New#2027', oldPassword: 'Old#2026', userId: 2 });
    expect(calls[0]).toMatchObject({ method: 'put', url: '/api/user/updatePassword/2' });
    expect(JSON.parse(calls[0].data as string)).toEqual({ newPassword: 'New#2027', oldPassword: 'Old#2026', userId: 2 });
  });

  it('GET /api/user/{userId}', async () => {
    await fetchUser(2);
    expect(calls[0]).toMatchObject({ method: 'get', url: '/api/user/2' });
  });

  it('PUT /api/user/update/{userId}?orgId=<logged-in organisation>: the loaded record merged with the edited email, firstName, lastName', async () => {
    const user = { userId: 2, loginId: 'owner@haulstop.test', firstName: 'Dana', lastName: 'Whitfield', phone: '555' };
    await updateProfile({ user, edits: { email: 'owner@haulstop.test', firstName: 'Dani', lastName: 'W' }, loggedInSaasOrgId: 2 });
    expect(calls[0]).toMatchObject({ method: 'put', url: '/api/user/update/2', params: { orgId: 2 } });
    expect(JSON.parse(calls[0].data as string)).toEqual({ ...user, email: 'owner@haulstop.test', firstName: 'Dani', lastName: 'W' });
  });
});
