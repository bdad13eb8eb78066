import { Box, Heading } from '@haulstop/shared/ui';

/** Placeholder replaced by the real page in this issue. */
export default function InvoiceDashboard() {
  return (
    <Box p={4}>
      <Heading size="md">InvoiceDashboard</Heading>
    </Box>
  );
}
