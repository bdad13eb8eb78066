import { Checkbox, Field } from '@chakra-ui/react';
import { FieldMessages, useErrorId, type KitFieldProps } from './field-error';

type CheckboxFieldProps = KitFieldProps & {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A labelled checkbox with its rule message. */
export function CheckboxField({ name, label, checked, onChange, error, disabled = false, required, helperText }: CheckboxFieldProps) {
  const errorId = useErrorId();
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled} required={required} ids={{ errorText: errorId }} mb="3">
      <Checkbox.Root
        name={name}
        checked={checked}
        disabled={disabled}
        invalid={error !== undefined}
        onCheckedChange={(e) => onChange(e.checked === true)}
        colorPalette="accent"
      >
        <Checkbox.HiddenInput aria-describedby={error ? errorId : undefined} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <FieldMessages error={error} helperText={helperText} />
    </Field.Root>
  );
}
