import type { User } from '@haulstop/shared/contracts';
import { USERS_CACHE } from '@haulstop/shared/contracts/cache-keys';
import * as users from '@haulstop/shared/contracts/users';
import { callEndpoint } from './endpoint';

// The users' calls, derived from their definitions (@haulstop/shared/contracts/users). The header's
// dialogs shape their own input (the loaded record merged with the edits), so these name it once here.

/** The user record as GET /api/user/{userId} answers it; other fields are kept as they come. */
export type UserRecord = User & { [field: string]: unknown };

/** The password change payload. */
export type PasswordChange = { newPassword: string; oldPassword: string; userId: number };

/** Cache keys of users: every user read is under `userKeys.all`, which a profile write makes stale. */
export const userKeys = {
  all: USERS_CACHE,
  detail: (userId: number | null) => [...USERS_CACHE, 'detail', userId] as const,
};

/** GET /api/user/{userId}. */
export const fetchUser = (userId: number, signal?: AbortSignal): Promise<UserRecord> => callEndpoint(users.getUser, { params: { userId }, signal });

/** PUT /api/user/updatePassword/{userId}. */
export async function updatePassword(change: PasswordChange): Promise<void> {
  await callEndpoint(users.updatePassword, { params: { userId: change.userId }, body: change });
}

/**
 * PUT /api/user/update/{userId}?orgId=<logged-in organisation> with the loaded record merged with
 * the edited email, firstName and lastName.
 */
export const updateProfile = (args: {
  user: UserRecord;
  edits: { email: string; firstName: string; lastName: string };
  loggedInSaasOrgId: number | null;
}): Promise<UserRecord> =>
  callEndpoint(users.updateUser, {
    params: { userId: args.user.userId },
    query: args.loggedInSaasOrgId === null ? undefined : { orgId: args.loggedInSaasOrgId },
    body: { ...args.user, ...args.edits },
  });

/** POST /api/user/{userId}/emailChange: the password again; a link goes to the new address, and the login changes when it is followed. */
export const requestEmailChange = (args: { userId: number; newEmail: string; password: string }): Promise<{ pendingEmail: string; expiresAt: string }> =>
  callEndpoint(users.requestEmailChange, { params: { userId: args.userId }, body: { newEmail: args.newEmail, password: args.password } });
