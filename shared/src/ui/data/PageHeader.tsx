import type { ReactNode } from 'react';
import { Heading, HStack } from '@chakra-ui/react';

/**
 * A list page's heading (h1) with its actions at the end (Add, Back), wrapping under it on a narrow window.
 * @example <PageHeader title={t('menu.assets')}><Button …>{t('admin.assets.add')}</Button></PageHeader>
 */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <HStack justify="space-between" mb={3} wrap="wrap">
      <Heading as="h1" size="md">
        {title}
      </Heading>
      {children}
    </HStack>
  );
}
