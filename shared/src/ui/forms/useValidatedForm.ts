import { useState } from 'react';
import { isFormValid, type FormErrors } from '@haulstop/shared/rules';

/**
 * The values and rule messages of a dialog form: messages show from the first submit on, then
 * follow the typing so a fixed field clears at once.
 * @example const form = useValidatedForm(EMPTY, validateChangePassword); if (form.check()) save(form.values);
 */
export function useValidatedForm<V extends Record<string, string>, F extends string>(initial: V, validate: (values: V) => FormErrors<F>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (field: keyof V) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  /** Forgets the messages and the submit; the values become `next` when given. */
  const reset = (next?: V) => {
    if (next) setValues(next);
    setErrors({});
    setSubmitted(false);
  };

  /** A submit: shows every message and tells whether the form may be sent. */
  const check = (): boolean => {
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    return isFormValid(found);
  };

  return { values, setValues, errors, change, reset, check };
}
