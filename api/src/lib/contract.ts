import type { Static, TSchema } from 'typebox';

/**
 * True when an answer of the contract type passes the schema and both name the same fields. The
 * schema validates at runtime and the shared contract types the screens: this keeps them in step.
 */
export type AgreesWith<Schema extends TSchema, Contract> = [Contract] extends [Static<Schema>]
  ? [Exclude<keyof Static<Schema>, keyof Contract> | Exclude<keyof Contract, keyof Static<Schema>>] extends [never]
    ? true
    : false
  : false;

/** A compile-time check: `agrees<AgreesWith<typeof Invoice, Invoice>>()` fails to type-check when they drift. */
export function agrees<_Check extends true>(): void {}
