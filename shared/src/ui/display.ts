// @haulstop/shared/ui/display: what the signed-in shell and a read-only page show (breadcrumbs,
// tables, tags, stats, lists, signed images, formatting), without the overlays
// (dialogs, drawers, portals) and the form kit on react-hook-form. It is its own federation singleton so
// that the shell and /mapDashboard load it alone; @haulstop/shared/ui re-exports it (same module,
// one Chakra context) and adds the rest, loaded when a page that edits something opens.
export * from './core';
export { Breadcrumb, Stat, Table, Tag } from '@chakra-ui/react';
export * from './data';
export { SignedImage, type SignedImageProps } from './images/SignedImage';
