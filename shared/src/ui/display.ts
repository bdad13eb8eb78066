// @haulstop/shared/ui/display: what the signed-in shell and a page show (breadcrumbs, tables,
// tags, stats, lists, signed images, formatting) and the plain controlled fields a filter or a
// search is made of, without the overlays (dialogs, drawers, portals) and the form kit on
// react-hook-form. It is its own federation singleton so
// that the shell and /mapDashboard load it alone; @haulstop/shared/ui re-exports it (same module,
// one Chakra context) and adds the rest, loaded when a page that edits something opens.
export * from './core';
export { Breadcrumb, Checkbox, DataList, Stat, Table, Tag, Textarea } from '@chakra-ui/react';
export { FormField } from './forms/FormField';
export { SelectField, type SelectOption } from './forms/SelectField';
export { TextareaField } from './forms/TextareaField';
export { CheckboxField } from './forms/CheckboxField';
export type { KitFieldProps } from './forms/field-error';
export * from './data';
export { SignedImage, type SignedImageProps } from './images/SignedImage';
