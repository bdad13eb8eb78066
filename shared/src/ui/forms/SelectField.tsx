import type { ChangeEvent } from 'react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { FieldMessages, useErrorId, type KitFieldProps } from './field-error';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = KitFieldProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** the empty first choice ('' value), e.g. 'Select…' */
  placeholder?: string;
};

/** A labelled native select (keyboard and screen-reader friendly everywhere) with its rule message. */
export function SelectField({ name, label, value, onChange, options, placeholder, error, disabled = false, required, helperText }: SelectFieldProps) {
  const errorId = useErrorId();
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled} required={required} ids={{ errorText: errorId }} mb="3">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          aria-describedby={error ? errorId : undefined}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldMessages error={error} helperText={helperText} />
    </Field.Root>
  );
}
