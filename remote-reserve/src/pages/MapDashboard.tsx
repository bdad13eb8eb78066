import { Box, Heading } from '@haulstop/shared/ui';

/** Placeholder replaced by the real page in this issue. */
export default function MapDashboard() {
  return (
    <Box p={4}>
      <Heading size="md">MapDashboard</Heading>
    </Box>
  );
}
