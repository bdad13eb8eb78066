import type { FormErrors } from './form-rules';
import { ruleError, type RuleKey } from './messages';

/*
 * A lot's gate policy: how long before the start the driver sees the gate code, when an unused
 * booking becomes a no-show (and whether its slots are released, and what share of the price it
 * costs), and how long after the end a truck still on the lot is not yet overstaying. A lot that
 * never saved a policy uses the defaults; the database holds the same defaults and limits.
 */

export type GatePolicy = {
  codeVisibleBeforeMinutes: number;
  noShowAfterHours: number;
  releaseNoShow: boolean;
  noShowFeePercent: number;
  overstayGraceMinutes: number;
};

export const GATE_POLICY_DEFAULTS: Readonly<GatePolicy> = Object.freeze({
  codeVisibleBeforeMinutes: 60,
  noShowAfterHours: 12,
  releaseNoShow: true,
  noShowFeePercent: 100,
  overstayGraceMinutes: 30,
});

/** Whole-number limits of each numeric setting, both ends included. */
export const GATE_POLICY_LIMITS = {
  codeVisibleBeforeMinutes: { min: 0, max: 1440 },
  noShowAfterHours: { min: 1, max: 168 },
  noShowFeePercent: { min: 0, max: 100 },
  overstayGraceMinutes: { min: 0, max: 1440 },
} as const;

/** A trip link stays usable this long after its booking ends. */
export const TRIP_LINK_GRACE_HOURS = 24;

export type GatePolicyValues = {
  codeVisibleBeforeMinutes?: number | string | null;
  noShowAfterHours?: number | string | null;
  releaseNoShow?: boolean | null;
  noShowFeePercent?: number | string | null;
  overstayGraceMinutes?: number | string | null;
};
export type GatePolicyField = keyof GatePolicyValues;

const NUMERIC_MESSAGES: Record<keyof typeof GATE_POLICY_LIMITS, RuleKey> = {
  codeVisibleBeforeMinutes: 'validation.codeVisibleBeforeMinutes',
  noShowAfterHours: 'validation.noShowAfterHours',
  noShowFeePercent: 'validation.noShowFeePercent',
  overstayGraceMinutes: 'validation.overstayGraceMinutes',
};

const wholeIn = (value: unknown, min: number, max: number): boolean => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return false;
  if (typeof value !== 'number' && typeof value !== 'string') return false;
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max;
};

/**
 * Every setting present and in its range (whole numbers; releaseNoShow a yes/no).
 * @example validateGatePolicy({ ...GATE_POLICY_DEFAULTS, noShowAfterHours: 0 }).noShowAfterHours?.key // 'validation.noShowAfterHours'
 */
export function validateGatePolicy(values: GatePolicyValues): FormErrors<GatePolicyField> {
  const errors: FormErrors<GatePolicyField> = {};
  for (const field of Object.keys(GATE_POLICY_LIMITS) as (keyof typeof GATE_POLICY_LIMITS)[]) {
    const { min, max } = GATE_POLICY_LIMITS[field];
    if (!wholeIn(values[field], min, max)) errors[field] = ruleError(NUMERIC_MESSAGES[field]);
  }
  if (typeof values.releaseNoShow !== 'boolean') errors.releaseNoShow = ruleError('validation.chooseOption');
  return errors;
}

/** The policy a form's valid values stand for (numbers as numbers). */
export function gatePolicyOf(values: GatePolicyValues): GatePolicy {
  return {
    codeVisibleBeforeMinutes: Number(values.codeVisibleBeforeMinutes),
    noShowAfterHours: Number(values.noShowAfterHours),
    releaseNoShow: values.releaseNoShow === true,
    noShowFeePercent: Number(values.noShowFeePercent),
    overstayGraceMinutes: Number(values.overstayGraceMinutes),
  };
}
