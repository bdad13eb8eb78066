import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@chakra-ui/react';
import { SERVER_MESSAGE, type ShownError } from './shown-error';

/** Props every kit field shares. */
export type KitFieldProps = {
  name: string;
  label: string;
  /** a shared rule's message, shown translated (`t(error.key, error.message)`), or the server's, shown as it is */
  error?: ShownError;
  disabled?: boolean;
  required?: boolean;
  helperText?: string;
};

/**
 * The id that links a field to its message: Chakra points aria-errormessage at it; the control adds
 * aria-describedby for the screen readers that announce only descriptions.
 */
export function useErrorId(): string {
  return `${useId()}-error`;
}

/** The message under a field, translated. */
export function FieldMessages({ error, helperText }: Pick<KitFieldProps, 'error' | 'helperText'>) {
  const { t } = useTranslation();
  return (
    <>
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error.key === SERVER_MESSAGE ? error.message : t(error.key, error.message)}</Field.ErrorText> : null}
    </>
  );
}
