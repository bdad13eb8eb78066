// The design system: the ONLY place host and remotes reach Chakra UI. Re-exporting named
// components keeps one Chakra instance (this module is a federation singleton) while webpack
// tree-shakes what the console does not use (NOTES.md: sharing all of Chakra costs ~300 KB gz).
// Add a component here when a screen needs it, and its recipe to system.ts (only the recipes
// listed there are bundled).
// The light part (Chakra context, primitives, skeletons) is its own singleton, @haulstop/shared/ui/core.
// The display part (tables, tags, images) is its own singleton, @haulstop/shared/ui/display.
export * from './display';
export { Dialog, Drawer, Portal } from '@chakra-ui/react';
export * from './forms';
