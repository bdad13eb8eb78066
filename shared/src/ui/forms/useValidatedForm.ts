import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { holdUnsavedChanges } from '@haulstop/shared/menu';
import { isFormValid, type FormErrors } from '@haulstop/shared/rules';
import { rulesResolver, ruleErrorsOf, type FormRules } from './rules-resolver';
import { SERVER_MESSAGE, type ShownError, type ShownErrors } from './shown-error';

/**
 * The state of a form validated by shared rules, on react-hook-form. SPEC §5 behaviour: no
 * message before the first submit; every message on submit; then the messages follow the typing.
 * Small forms use field/values/change/check; big ones use `form` (register, Controller, handleSubmit:
 * the same resolver, mode 'onSubmit' then 'onChange') and isDirty for useUnsavedChangesPrompt.
 * A refusal of the server about one field (its errorField) shows under that field: pass `serverError`
 * as useApiMutation's onFieldError; `fieldOf` maps the API's JSON names to this form's fields
 * where they differ (`{ totalValueMinor: 'totalValue' }`). Focus then moves to that field, and the
 * typed values stay as they are.
 * @example const f = useValidatedForm(EMPTY, validateChangePassword); if (f.check()) save(f.values);
 */
export function useValidatedForm<V extends FieldValues, F extends string = Extract<keyof V, string>>(
  initial: V,
  rules: FormRules<V, F>,
  { fieldOf = {} }: { fieldOf?: Partial<Record<string, F>> } = {},
) {
  const form = useForm<V>({ defaultValues: initial as DefaultValues<V>, resolver: rulesResolver(rules), mode: 'onSubmit', reValidateMode: 'onChange' });
  const { getValues, getFieldState, setError, clearErrors, setValue, reset: resetForm } = form;
  const submitted = useRef(false);
  const [focusOn, setFocusOn] = useState<{ field: string } | null>(null);
  const values = form.watch() as V;
  const errors: ShownErrors<F> = ruleErrorsOf<F>(form.formState.errors);

  const showErrors = useCallback(
    (found: FormErrors<F>) => {
      clearErrors();
      for (const [field, e] of Object.entries(found) as [string, { key: string; message: string } | undefined][]) {
        if (e) setError(field as Path<V>, { type: e.key, message: e.message });
      }
    },
    [clearErrors, setError],
  );

  /** The change handler of one field: `onChange={change('firstName')}`. */
  const change = (field: Path<V>) => (value: PathValue<V, Path<V>>) => {
    setValue(field, value, { shouldDirty: true });
    if (submitted.current) showErrors(rules(getValues()));
    // The server's word on a field is about what was sent: it goes once the field is changed.
    else if (getFieldState(field).error?.type === SERVER_MESSAGE) clearErrors(field);
  };

  /**
   * A kit field's name, value, change handler and message: `<FormField label={…} {...field('email')} />`.
   * A text field hands back any string (a select's option values are the field's own list).
   */
  const field = <K extends Path<V> & keyof V & string>(name: K) => ({
    name,
    value: values[name],
    onChange: change(name) as (value: V[K] extends string ? string : PathValue<V, K>) => void,
    error: (errors as Partial<Record<string, ShownError>>)[name],
  });

  /** New loaded values, the baseline for isDirty (messages and submit state kept). */
  const setValues = useCallback((next: V) => resetForm(next, { keepErrors: true, keepIsSubmitted: true }), [resetForm]);

  /** Forgets the messages and the submit; the values become `next` when given. */
  const reset = (next?: V) => {
    submitted.current = false;
    resetForm(next ?? getValues());
  };

  /** A submit: shows every message and tells whether the form may be sent. */
  const check = (): boolean => {
    submitted.current = true;
    const found = rules(getValues());
    showErrors(found);
    return isFormValid(found);
  };

  /**
   * The server's message about its field `apiField` (the API's errorField), under that field of
   * the form; false when the form has no such field (the caller shows it elsewhere, as a toast).
   */
  const serverError = (apiField: string, message: string): boolean => {
    const field = fieldOf[apiField] ?? apiField;
    if (!Object.hasOwn(getValues(), field)) return false;
    setError(field as Path<V>, { type: SERVER_MESSAGE, message }, { shouldFocus: true });
    setFocusOn({ field });
    return true;
  };

  // Kit fields of small forms are not registered with react-hook-form (values/change), so its
  // shouldFocus cannot reach them: once the message is drawn, the field named so and now marked
  // invalid takes the focus (the keyboard and screen-reader user lands on what to fix).
  useEffect(() => {
    if (!focusOn) return;
    const control = Array.from(document.getElementsByName(focusOn.field)).find((element) => element.getAttribute('aria-invalid') === 'true');
    control?.focus();
  }, [focusOn]);

  // While the form has unsaved changes, its remote keeps the version it was mounted with (a deploy
  // never swaps the code under a half-filled form; the console takes it once the page is left).
  const isDirty = form.formState.isDirty;
  useEffect(() => (isDirty ? holdUnsavedChanges() : undefined), [isDirty]);

  return { form, values, setValues, errors, change, field, reset, check, serverError, isDirty };
}
