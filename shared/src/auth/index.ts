export { actingIn, apiClient, configureApiClient, refreshSession, REFRESH_PATH, SESSION_EXPIRED_KEY, type ApiClientOptions } from './api-client';
export * from './auth-provider';
// The errors and toasts live in their own singleton (no axios); the console's screens take them from here too.
export * from '@haulstop/shared/feedback';
