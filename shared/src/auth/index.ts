export { actingIn, apiClient, configureApiClient, refreshSession, REFRESH_PATH, SESSION_EXPIRED_KEY, type ApiClientOptions } from './api-client';
export * from './auth-provider';
export * from './errors';
export * from './notify';
