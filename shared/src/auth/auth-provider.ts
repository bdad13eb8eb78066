import { hasRouteAccess, sessionStore, type LoginResult } from '@haulstop/shared/session';
import { apiClient } from './api-client';

/**
 * Signs in and stores the answer in the session (token, user, organisations, current org).
 * @example await login('owner@haulstop.test', 'Haulstop#2026')
 */
export async function login(loginId: string, password: string): Promise<LoginResult> {
  const response = await apiClient.post<LoginResult>('/api/auth/login', { loginId, password }, { skipAuth: true, skipRefresh: true });
  sessionStore.getState().setLoginResult(response.data);
  return response.data;
}

/**
 * Signs out: tells the API (best effort, so a dead network still logs out) then clears the
 * session and storage and resets the language. The caller navigates to '/'.
 */
export async function logout(): Promise<void> {
  const { token, refreshToken } = sessionStore.getState();
  try {
    if (token) await apiClient.post('/api/auth/logout', { refreshToken }, { skipRefresh: true });
  } catch {
    // the local session goes whatever the server said
  } finally {
    sessionStore.getState().clearSession();
  }
}

/** True while a token is held (the route guard's check). */
export function isAuthenticated(): boolean {
  return hasRouteAccess(sessionStore.getState().token);
}
