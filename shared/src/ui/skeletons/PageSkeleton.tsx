import { HStack, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';

type PageSkeletonProps = {
  /** Read by screen readers instead of the shapes (SPEC §2.2 / §2.4: 'Loading...'). */
  label: string;
  /** Table rows drawn under the heading and the toolbar. */
  rows?: number;
};

/**
 * What a page looks like before it arrives: a heading, a toolbar and a table. Every remote page,
 * and the host while a page's code loads, show this instead of a bare 'Loading...' line,
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
