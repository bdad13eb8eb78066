import { Card, Text } from '@haulstop/shared/ui/display';

type KpiCardProps = { label: string; value: string; previous: string; change: string; previousLabel: string };

/** One figure of the dashboard beside the previous period's and the change. */
export function KpiCard({ label, value, previous, change, previousLabel }: KpiCardProps) {
  return (
    <Card.Root size="sm" role="group" aria-label={label}>
      <Card.Body gap={1}>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="xl" fontWeight="semibold">
          {value}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {previousLabel}: {previous} ({change})
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
