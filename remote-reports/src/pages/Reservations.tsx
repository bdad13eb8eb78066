import { Box, Heading } from '@haulstop/shared/ui';

/** Placeholder replaced by the real page in this issue. */
export default function Reservations() {
  return (
    <Box p={4}>
      <Heading size="md">Reservations</Heading>
    </Box>
  );
}
