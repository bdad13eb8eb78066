export * from './types';
export { SESSION_KEYS, sessionSnapshotKey } from './storage';
export { loginKeyOf } from './serialize';
export { sessionStore, hydrateSession, emptySession } from './store';
export * from './listeners';
export * from './hooks';
export { hasRouteAccess } from './route-access';
