// The form kit: a remote's form is a few lines over a shared rule function (@haulstop/shared/rules).
export { FormDialog } from './FormDialog';
export { ConfirmDialog, ConfirmRowAction, useConfirm, type ConfirmRequest } from './ConfirmDialog';
export { FormPage } from './FormPage';
export { FormField } from './FormField';
export { dateTimeLocalBounds, toDateTimeLocal } from './date-time-local';
export { SelectField, type SelectOption } from './SelectField';
export { TextareaField } from './TextareaField';
export { CheckboxField } from './CheckboxField';
export { LotChoices, type LotChoice } from './LotChoices';
export { FileUploadField } from './FileUploadField';
export { CancelSaveActions } from './CancelSaveActions';
export { useValidatedForm } from './useValidatedForm';
export { useFormDialog, type FormDialogOptions } from './useFormDialog';
export { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';
export { rulesResolver, ruleErrorsOf, type FormRules } from './rules-resolver';
export { SERVER_MESSAGE, type ShownError, type ShownErrors } from './shown-error';
export type { KitFieldProps } from './field-error';
