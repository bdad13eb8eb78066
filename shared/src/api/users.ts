import { apiClient } from '@haulstop/shared/auth';
import type { User } from '@haulstop/shared/contracts';

/** The user record as GET /api/user/{userId} answers it; other fields are kept as they come. */
export type UserRecord = User & { [field: string]: unknown };

/** The password change payload. */
export type PasswordChange = { newPassword: string; oldPassword: string; userId: number };

export const userKeys = {
  all: ['users'] as const,
  detail: (userId: number | null) => ['users', 'detail', userId] as const,
};

/** GET /api/user/{userId}. */
export async function fetchUser(userId: number, signal?: AbortSignal): Promise<UserRecord> {
  const { data } = await apiClient.get<UserRecord>(`/api/user/${userId}`, { signal });
  return data;
}

/** PUT /api/user/updatePassword/{userId}. */
export async function updatePassword(change: PasswordChange): Promise<void> {
  await apiClient.put(`/api/user/updatePassword/${change.userId}`, change);
}

/**
 * PUT /api/user/update/{userId}?orgId=<logged-in organisation> with the loaded record merged with
 * the edited email, firstName and lastName.
 */
export async function updateProfile(args: {
  user: UserRecord;
  edits: { email: string; firstName: string; lastName: string };
  loggedInSaasOrgId: number | null;
}): Promise<UserRecord> {
  const body = { ...args.user, ...args.edits };
  const params = args.loggedInSaasOrgId === null ? undefined : { orgId: args.loggedInSaasOrgId };
  const { data } = await apiClient.put<UserRecord>(`/api/user/update/${args.user.userId}`, body, { params });
  return data;
}

/** POST /api/user/{userId}/emailChange: the password again; a link goes to the new address, and the login changes when it is followed. */
export async function requestEmailChange(args: { userId: number; newEmail: string; password: string }): Promise<{ pendingEmail: string; expiresAt: string }> {
  const { data } = await apiClient.post<{ pendingEmail: string; expiresAt: string }>(`/api/user/${args.userId}/emailChange`, {
    newEmail: args.newEmail,
    password: args.password,
  });
  return data;
}
