import type { ReactNode } from 'react';
import { Heading, HStack, Stack } from '@chakra-ui/react';

type FormPageProps = {
  /** the page heading (h1), which also names the form */
  title: string;
  onSubmit: () => void;
  /** CancelSaveActions, usually */
  actions: ReactNode;
  children: ReactNode;
};

/**
 * The frame of a form that is a page (an editor such as the lot editor), not a dialog: a heading,
 * the fields, and the actions at the foot; submit (button or Enter) calls onSubmit.
 */
export function FormPage({ title, onSubmit, actions, children }: FormPageProps) {
  const headingId = `form-page-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="2" maxW="960px">
        <Heading as="h1" size="md" id={headingId} mb="2">
          {title}
        </Heading>
        {children}
        <HStack justify="flex-end" gap="2" mt="2">
          {actions}
        </HStack>
      </Stack>
    </form>
  );
}
