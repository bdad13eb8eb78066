// The form kit of the design system: a remote's form is a few lines — values and rule messages
// from useValidatedForm (rules from @haulstop/shared/rules, the same the API applies), labelled
// fields whose messages are linked for screen readers, a dialog frame and Cancel/Save.
export { FormDialog } from './FormDialog';
export { FormField } from './FormField';
export { CancelSaveActions } from './CancelSaveActions';
export { useValidatedForm } from './useValidatedForm';
