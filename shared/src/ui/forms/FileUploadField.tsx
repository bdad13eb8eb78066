import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '@chakra-ui/react';
import { errorMessageOf } from '@haulstop/shared/auth';
import { uploadRules, type UploadPurpose } from '@haulstop/shared/constants';
import { uploadFile, type UploadedFile } from '@haulstop/shared/api';
import { FieldMessages, useErrorId, type KitFieldProps } from './field-error';

type FileUploadFieldProps = KitFieldProps & {
  /** lot image, logo or document: decides the accepted types and size (the API's rules) */
  purpose: UploadPurpose;
  multiple?: boolean;
  /** called with the stored files once every chosen file is uploaded, and the names they had on the computer */
  onUploaded: (files: UploadedFile[], names: string[]) => void;
};

/** A chosen file's problem, checked before sending it (the API checks the bytes again). */
function problemOf(file: File, purpose: UploadPurpose): { key: string; message: string; max?: number } | null {
  const rules = uploadRules(purpose);
  if (!rules.types.includes(file.type)) {
    return purpose === 'document'
      ? { key: 'forms.upload.wrongDocumentType', message: 'Upload a PDF, JPEG, PNG or WebP file' }
      : { key: 'forms.upload.wrongImageType', message: 'Upload a JPEG, PNG or WebP image' };
  }
  const max = rules.maxBytes / (1024 * 1024);
  if (file.size > rules.maxBytes) return { key: 'forms.upload.tooLarge', message: `The file is larger than ${max} MB`, max };
  return null;
}

/**
 * The one upload control (lot images, logos, documents): a labelled native file input (keyboard
 * and screen readers know it), the chosen files checked first, uploaded with a busy state, and
 * the server's message at the field when it refuses one. Nothing already in the form is touched.
 */
export function FileUploadField({ name, label, purpose, multiple = false, onUploaded, error, disabled = false, required, helperText }: FileUploadFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useErrorId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const files = Array.from(input.files ?? []);
    if (!files.length) return;
    const invalid = files.map((file) => problemOf(file, purpose)).find(Boolean);
    if (invalid) {
      setProblem(t(invalid.key, { max: invalid.max, defaultValue: invalid.message }));
      input.value = '';
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const uploaded: UploadedFile[] = [];
      for (const file of files) uploaded.push(await uploadFile(file, purpose));
      onUploaded(
        uploaded,
        files.map((file) => file.name),
      );
    } catch (caught) {
      setProblem(errorMessageOf(caught, t('forms.upload.uploadFailed')));
    } finally {
      setBusy(false);
      // The same file may be chosen again after a failure.
      input.value = '';
    }
  };

  const shownError = problem ?? (error ? t(error.key, error.message) : null);
  return (
    <Field.Root invalid={shownError !== null} disabled={disabled || busy} required={required} ids={{ errorText: errorId }} mb="3">
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <Input
        id={inputId}
        name={name}
        type="file"
        p="1"
        accept={uploadRules(purpose).types.join(',')}
        multiple={multiple}
        aria-describedby={shownError ? errorId : undefined}
        aria-busy={busy}
        onChange={onChange}
      />
      {busy ? <Field.HelperText aria-live="polite">{t('forms.upload.uploading')}</Field.HelperText> : null}
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <FieldMessages error={error} helperText={busy ? undefined : helperText} />}
    </Field.Root>
  );
}
