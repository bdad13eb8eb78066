import { canAccess, type AccessAction, type AccessRequest, type PermissionContext } from '@haulstop/shared/permissions';

/** A caller of a rule, as a test names it: who it is, its context, and whether the rule lets it. */
export type CallerCase = readonly [who: string, ctx: PermissionContext, allowed: boolean];

/**
 * One test per caller: canAccess lets that caller do `action` on `resource` exactly when its case says so.
 * The test is named `<who>: <verb> <context>` (the verb defaults to the action).
 */
export function eachCallerMay(resource: AccessRequest['resource'], action: AccessAction, callers: readonly CallerCase[], verb: string = action): void {
  test.each(callers)(`%s: ${verb} %s`, (_who, ctx, allowed) => {
    expect(canAccess({ resource, action, ctx })).toBe(allowed);
  });
}
