import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';
import { SYSTEM_GLOBAL_CSS } from './system-global-css';

/**
 * Wraps the console in the one Chakra context that host and remotes share, with the system's
 * global CSS as one prebuilt stylesheet (see system.ts; React hoists it into the head, once).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <style href="haulstop-system-global-css" precedence="chakra-global">
        {SYSTEM_GLOBAL_CSS}
      </style>
      {children}
    </ChakraProvider>
  );
}
