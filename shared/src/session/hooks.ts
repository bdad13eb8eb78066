import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { PermissionContext } from '@haulstop/shared/permissions';
import { sessionStore } from './store';
import type { SessionState } from './types';

/** What the permission checks need, read from the session. */
export function selectPermissionContext(s: SessionState): PermissionContext {
  return {
    orgType: s.orgType,
    saasOrgId: s.saasOrgId,
    role: s.role,
    isOrgNetworkConfigEnabled: s.isOrgNetworkConfigEnabled,
    loginId: s.user?.loginId ?? null,
  };
}

/**
 * Reads the session in a component; re-renders when the selected value changes.
 * @example const orgName = useSession((s) => s.orgName);
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/**
 * The permission context of the current session (stable while its fields are unchanged).
 * @example const ctx = usePermissionContext(); const menu = useMemo(() => filterMenu(MENU, ctx), [ctx]);
 */
export function usePermissionContext(): PermissionContext {
  return useStore(sessionStore, useShallow(selectPermissionContext));
}

/** The session outside React (interceptors, event handlers): `getSession().token`. */
export function getSession(): SessionState {
  return sessionStore.getState();
}
