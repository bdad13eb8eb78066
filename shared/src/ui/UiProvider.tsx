import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { providedConsoleSystem } from './system';

/** Wraps the console in the one Chakra context that host and remotes share (its global styles already in the page). */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={providedConsoleSystem()}>{children}</ChakraProvider>;
}
