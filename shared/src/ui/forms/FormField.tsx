import type { ChangeEvent } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { FieldMessages, useErrorId, type KitFieldProps } from './field-error';

type FormFieldProps = KitFieldProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'email' | 'number' | 'tel' | 'date' | 'datetime-local' | 'month';
  autoComplete?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'decimal' | 'text';
  /** the id of a <datalist> of suggestions */
  list?: string;
  /** the bounds the browser's picker offers (a date, datetime-local or number); the rule still judges */
  min?: string;
  max?: string;
};

/**
 * A labelled text, password, e-mail or number input whose rule message shows under it, linked to
 * it (aria-invalid, aria-errormessage, aria-describedby). A number stays a string here: the shared
 * rules judge the typed text, as the API does.
 */
export function FormField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  disabled = false,
  required,
  helperText,
  autoComplete,
  maxLength,
  inputMode,
  list,
  min,
  max,
}: FormFieldProps) {
  const errorId = useErrorId();
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled} required={required} ids={{ errorText: errorId }} mb="3">
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        list={list}
        min={min}
        max={max}
        inputMode={inputMode ?? (type === 'number' ? 'decimal' : undefined)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <FieldMessages error={error} helperText={helperText} />
    </Field.Root>
  );
}
