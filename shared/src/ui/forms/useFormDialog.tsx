import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { QueryKey } from '@tanstack/react-query';
import { useApiMutation } from '@haulstop/shared/query';
import { CancelSaveActions } from './CancelSaveActions';
import type { FormRules } from './rules-resolver';
import { useValidatedForm } from './useValidatedForm';

export type FormDialogOptions<V extends FieldValues, F extends string, R> = {
  open: boolean;
  onClose: () => void;
  /** The form's values before anything is loaded (a new record). */
  empty: V;
  /** The shared rule function the form checks on submit (the API asks the same). */
  rules: FormRules<V, F>;
  /** The API's JSON names of fields this form names otherwise (`{ totalValueMinor: 'totalValue' }`). */
  fieldOf?: Partial<Record<string, F>>;
  /** The values the form opens with: the record's, or `empty` when adding one. */
  load: () => V;
  /** What the dialog is open for (a record's id; null when adding): the form is filled again when it opens or this changes. */
  loadKey: unknown;
  /** The write of the checked values (create or update). */
  save: (values: V) => Promise<R>;
  /** What a successful save makes stale: the endpoint definition's `invalidates`. */
  invalidates?: readonly QueryKey[];
  /** The success toast. */
  successMessage: string;
  /** The toast of a refusal without a message of its own. */
  errorFallback?: string;
  /** Told the saved record, before the dialog closes (a caller that puts it on a list). */
  onSaved?: (saved: R) => void;
};

/**
 * The one shape of a form dialog: filled when it opens (the record's values, or empty), validated
 * by a shared rule on submit, then saved; the API's refusal about a field shows under that field
 * with the typed values kept, any other refusal is toasted, and a success toasts and closes.
 * `dialog` is FormDialog's open/close/submit/actions; `field(name)` binds a kit field to the form.
 * @example
 * const { dialog, field } = useFormDialog({ open, onClose, empty: EMPTY, rules: validateDriver, load: () => valuesOf(driver),
 *   loadKey: driver?.driverId ?? null, save: (values) => saveDriver(inputOf(values)), invalidates: fleetWrites.drivers, successMessage: t('saved') });
 * <FormDialog {...dialog} title={t('title')} width="420px"><FormField label={t('name')} {...field('name')} /></FormDialog>
 */
export function useFormDialog<V extends FieldValues, F extends string = Extract<keyof V, string>, R = unknown>(options: FormDialogOptions<V, F, R>) {
  const { open, onClose, loadKey } = options;
  const form = useValidatedForm<V, F>(options.empty, options.rules, { fieldOf: options.fieldOf });
  // The latest load and reset, without making the opening effect run on every render.
  const latest = useRef({ load: options.load, reset: form.reset });
  latest.current = { load: options.load, reset: form.reset };
  useEffect(() => {
    if (open) latest.current.reset(latest.current.load());
  }, [open, loadKey]);

  const mutation = useApiMutation<V, R>({
    mutationFn: options.save,
    invalidates: options.invalidates,
    successMessage: options.successMessage,
    errorFallback: options.errorFallback,
    onFieldError: form.serverError,
    onSuccess: (saved) => {
      options.onSaved?.(saved);
      onClose();
    },
  });

  const submit = () => {
    if (!form.check() || mutation.isPending) return;
    mutation.mutate(form.values);
  };

  const dialog: { open: boolean; onClose: () => void; onSubmit: () => void; actions: ReactNode } = {
    open,
    onClose,
    onSubmit: submit,
    actions: <CancelSaveActions onCancel={onClose} saving={mutation.isPending} />,
  };

  return { ...form, submit, saving: mutation.isPending, dialog };
}
