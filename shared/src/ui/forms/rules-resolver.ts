import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { isFormValid, RULE_MESSAGES, type FormErrors, type RuleError, type RuleKey } from '@haulstop/shared/rules';
import { SERVER_MESSAGE, type ShownError, type ShownErrors } from './shown-error';

/** A form's shared rule function (from @haulstop/shared/rules, the same the API applies). */
export type FormRules<V, F extends string> = (values: V) => FormErrors<F>;

/**
 * react-hook-form resolver running a shared rule function. The i18n key travels as the error's
 * `type` and the English text as its `message`, so a field shows `t(type, message)`.
 * @example useForm({ resolver: rulesResolver(validateProfile) })
 */
export function rulesResolver<V extends FieldValues, F extends string>(rules: FormRules<V, F>): Resolver<V> {
  return (values) => {
    const found = rules(values);
    if (isFormValid(found)) return { values, errors: {} };
    const errors = Object.fromEntries(
      Object.entries(found as Record<string, RuleError | undefined>).flatMap(([field, e]) => (e ? [[field, { type: e.key, message: e.message }]] : [])),
    );
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

const isRuleKey = (type: unknown): type is RuleKey => typeof type === 'string' && Object.hasOwn(RULE_MESSAGES, type);

/** react-hook-form's errors back in the rules' shape: `{ firstName: { key, message } }` (a server message keeps key `server`). */
export function ruleErrorsOf<F extends string>(errors: FieldErrors): ShownErrors<F> {
  const out: Partial<Record<string, ShownError>> = {};
  for (const [field, e] of Object.entries(errors)) {
    if (e && isRuleKey(e.type)) out[field] = { key: e.type, message: typeof e.message === 'string' ? e.message : RULE_MESSAGES[e.type] };
    else if (e?.type === SERVER_MESSAGE && typeof e.message === 'string') out[field] = { key: SERVER_MESSAGE, message: e.message };
  }
  return out as ShownErrors<F>;
}
