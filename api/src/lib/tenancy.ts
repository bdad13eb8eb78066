import type { SqlParam } from '../db/db';

/**
 * The tenancy every org-scoped query runs under — the ONE place that decides it:
 * - `platform`: the platform organisation (id 1) acting as itself sees every organisation;
 * - `owner`: a parking lot owner sees what belongs to its lots;
 * - `fleet`: a carrier or broker sees what it booked (for itself or for its network).
 * A platform user who switched into another organisation gets THAT organisation's scope.
 */
export type Scope = { kind: 'platform' } | { kind: 'owner'; orgId: number } | { kind: 'fleet'; orgId: number };

/** What `scopeFor` needs of the request's organisation (authorization's OrgContext). */
export interface ScopedOrg {
  orgId: number;
  orgType: string;
  /** Decided once, in authorization, from the organisation id: nowhere else compares ids to 1. */
  isPlatformOrg: boolean;
}

export class MissingScopeError extends Error {
  constructor() {
    super('A tenant-scoped query ran without a scope');
  }
}

/** The scope of the request's organisation. No organisation fails closed: a 500, never "all rows". */
export function scopeFor(org: ScopedOrg | null | undefined): Scope {
  if (!org || !Number.isInteger(org.orgId)) throw new MissingScopeError();
  if (org.isPlatformOrg) return { kind: 'platform' };
  return org.orgType === 'PARKING_LOT_OWNER' ? { kind: 'owner', orgId: org.orgId } : { kind: 'fleet', orgId: org.orgId };
}

/**
 * The SQL condition of a scope, its organisation id appended to `params` (referenced as `$n`).
 * Each repository says what "its own" means for owners and fleets; the platform sees everything.
 * A scope kind a repository does not handle fails closed.
 * @example where.push(scopeSql(scope, params, { owner: (p) => `l.owner_org_id = ${p}`, fleet: (p) => `r.org_id = ${p}` }))
 */
export function scopeSql(scope: Scope | null | undefined, params: SqlParam[], rules: { owner: ScopeRule; fleet: ScopeRule; platform?: string }): string {
  if (!scope) throw new MissingScopeError();
  if (scope.kind === 'platform') return rules.platform ?? 'TRUE';
  const rule = rules[scope.kind];
  if (typeof rule === 'string') return `(${rule})`;
  params.push(scope.orgId);
  return `(${rule(`$${params.length}`)})`;
}

/** A condition on the organisation id parameter, or a fixed condition (e.g. "every bookable lot"). */
export type ScopeRule = ((param: string) => string) | string;
