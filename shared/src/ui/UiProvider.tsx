import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { consoleSystem } from './system';

/** Wraps the console in the one Chakra context that host and remotes share. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={consoleSystem()}>{children}</ChakraProvider>;
}
