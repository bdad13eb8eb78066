// The form kit: a remote's form is a few lines over a shared rule function (@haulstop/shared/rules).
export { DialogFrame } from './DialogFrame';
export { FormDialog } from './FormDialog';
export { SettingCard } from './SettingCard';
export { ConfirmDialog, ConfirmRowAction, useConfirm, type ConfirmRequest } from './ConfirmDialog';
export { FormPage } from './FormPage';
export { dateTimeLocalBounds, toDateTimeLocal } from './date-time-local';
export { LotChoices, type LotChoice } from './LotChoices';
export { FileUploadField } from './FileUploadField';
export { CancelSaveActions } from './CancelSaveActions';
export { useValidatedForm } from './useValidatedForm';
export { useFormDialog, type FormDialogOptions } from './useFormDialog';
export { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt';
export { rulesResolver, ruleErrorsOf, type FormRules } from './rules-resolver';
export { SERVER_MESSAGE, type ShownError, type ShownErrors } from './shown-error';
