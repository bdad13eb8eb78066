import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@haulstop/shared/constants';
import { Card, Center, Heading, Text } from '@haulstop/shared/ui/core';

/** The centred card the public pages (login, sign-up, not found, errors) sit in: the page's main landmark. */
export function PublicFrame({ title, children, maxW = '380px' }: { title: string; children: ReactNode; maxW?: string }) {
  return (
    <Center as="main" minH="100vh" bg="bg.subtle" p={4}>
      <Card.Root w="full" maxW={maxW}>
        <Card.Header>
          <Text fontWeight="bold" fontSize="lg" color="accent.fg">
            {PRODUCT_NAME}
          </Text>
          <Heading as="h1" size="md">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Center>
  );
}
