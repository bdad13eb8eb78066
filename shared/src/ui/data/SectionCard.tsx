import type { ReactNode } from 'react';
import { Card, Heading, HStack } from '@chakra-ui/react';

type SectionCardProps = {
  /** the heading's id, which names the section for screen readers */
  headingId: string;
  title: string;
  /** the section's own button at the heading's end (Add, Edit, Invite), when the viewer may use it */
  action?: ReactNode;
  children: ReactNode;
};

/**
 * A titled card section of a page (the company profile's documents, bank details, invitations):
 * an h2 naming the section, its action beside the heading, then its content.
 * @example <SectionCard headingId="bank-heading" title={t('admin.profile.bank.title')} action={<Button …>{t('edit')}</Button>}>…</SectionCard>
 */
export function SectionCard({ headingId, title, action, children }: SectionCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body>
        <HStack justify="space-between" mb={3}>
          <Heading as="h2" size="sm" id={headingId}>
            {title}
          </Heading>
          {action}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
