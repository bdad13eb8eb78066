import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Textarea } from '@chakra-ui/react';
import { FieldMessages, useErrorId, type KitFieldProps } from './field-error';

type TextareaFieldProps = KitFieldProps & {
  value: string;
  onChange: (value: string) => void;
  /** the rule's limit (e.g. RULE_LIMITS.instructionsMax): a counter 'n / max' shows under the field */
  maxLength?: number;
  rows?: number;
};

/** A labelled textarea with its rule message and, when it has a limit, a live character counter. */
export function TextareaField({ name, label, value, onChange, maxLength, rows = 4, error, disabled = false, required, helperText }: TextareaFieldProps) {
  const { t } = useTranslation();
  const errorId = useErrorId();
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled} required={required} ids={{ errorText: errorId }} mb="3">
      <Field.Label>{label}</Field.Label>
      <Textarea
        name={name}
        value={value}
        rows={rows}
        maxLength={maxLength}
        aria-describedby={error ? errorId : undefined}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
      />
      {maxLength !== undefined ? (
        <Field.HelperText alignSelf="flex-end" aria-live="polite">
          {t('forms.characterCount', { count: value.length, max: maxLength, defaultValue: '{{count}} / {{max}}' })}
        </Field.HelperText>
      ) : null}
      <FieldMessages error={error} helperText={helperText} />
    </Field.Root>
  );
}
