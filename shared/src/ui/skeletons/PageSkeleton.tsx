import { Box, Flex, HStack, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { DRAWER_WIDTH } from '@haulstop/shared/constants';

/** The header bar's height (host Header), so the skeleton occupies the same box. */
export const SHELL_HEADER_HEIGHT = 56;

type PageSkeletonProps = {
  /** Read by screen readers instead of the shapes (SPEC §2.2 / §2.4: 'Loading...'). */
  label: string;
  /** Table rows drawn under the heading and the toolbar. */
  rows?: number;
};

/**
 * What a page looks like before it arrives: a heading, a toolbar and a table. Every remote page,
 * and the host while a page's code loads, show this instead of a bare 'Loading...' line (issue 6),
 * so the page takes its place without the layout jumping. The SPEC text stays for screen readers.
 */
export function PageSkeleton({ label, rows = 6 }: PageSkeletonProps) {
  return (
    <Stack role="status" aria-live="polite" gap={4} minH="60vh" data-testid="page-skeleton">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height="28px" width="40%" maxW="320px" />
      <HStack gap={3}>
        <Skeleton height="36px" flex="1" maxW="360px" />
        <Skeleton height="36px" width="120px" />
      </HStack>
      <Stack gap={2}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height="36px" />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The signed-in frame before the shell is here (the route guard's 1 s wait, SPEC §2.2): header
 * bar, the drawer on wide screens, and a page skeleton, at the shell's own sizes.
 */
export function ShellSkeleton({ label }: { label: string }) {
  return (
    <Flex direction="column" minH="100vh">
      <Flex align="center" gap="3" h={`${SHELL_HEADER_HEIGHT}px`} px="3" borderBottomWidth="1px" aria-hidden="true">
        <Skeleton boxSize="32px" />
        <Skeleton height="28px" width="120px" />
        <Box flex="1" />
        <Skeleton height="28px" width="140px" />
      </Flex>
      <Flex flex="1" minH={0}>
        <Box w={`${DRAWER_WIDTH}px`} flexShrink={0} borderEndWidth="1px" bg="bg.subtle" p={3} display={{ base: 'none', lg: 'block' }} aria-hidden="true">
          <Stack gap={3}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height="20px" />
            ))}
          </Stack>
        </Box>
        <Box flex="1" minW={0} p={4}>
          <PageSkeleton label={label} />
        </Box>
      </Flex>
    </Flex>
  );
}
