import type { ReactNode } from 'react';
import { Heading, HStack, Stack, Text } from '@haulstop/shared/ui';

/** A report's title, the "as of" line and its filters, laid out the same on every report. */
export function ReportHeader({ title, asOf, children }: { title: string; asOf?: string | null; children?: ReactNode }) {
  return (
    <Stack gap={3} mb={4}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="md">
          {title}
        </Heading>
        {asOf ? (
          <Text fontSize="sm" color="fg.muted">
            {asOf}
          </Text>
        ) : null}
      </HStack>
      {children ? (
        <HStack gap={3} align="flex-end" wrap="wrap">
          {children}
        </HStack>
      ) : null}
    </Stack>
  );
}
