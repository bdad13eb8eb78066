import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '@chakra-ui/react';
import type { RuleError } from '@haulstop/shared/rules';

type FormFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: RuleError;
  type?: 'text' | 'password' | 'email';
  disabled?: boolean;
  autoComplete?: string;
};

/**
 * A labelled input whose rule message shows under it, linked to it (aria-invalid,
 * aria-errormessage, aria-describedby) so a screen reader reads it with the field.
 */
export function FormField({ name, label, value, onChange, error, type = 'text', disabled = false, autoComplete }: FormFieldProps) {
  const { t } = useTranslation();
  const errorId = `${useId()}-error`;
  return (
    // Chakra points aria-errormessage at the message; aria-describedby is added for the screen
    // readers that announce only descriptions.
    <Field.Root invalid={error !== undefined} disabled={disabled} ids={{ errorText: errorId }} mb="3">
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-describedby={error ? errorId : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {error ? <Field.ErrorText>{t(error.key, error.message)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
