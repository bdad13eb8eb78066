import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRunMonthEnd } from '@haulstop/shared/api';
import type { MonthEndResult } from '@haulstop/shared/contracts';
import { Button, Card, Field, HStack, Input, Text } from '@haulstop/shared/ui';

/** Last month as `YYYY-MM` (the month a run on demand usually bills). */
function previousMonth(now: Date = new Date()): string {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

/**
 * The platform's "Run month-end" (POST /api/billing/monthEnd): bills a period's carrier-network
 * bookings now, as the last-day-of-month job does; says how many invoices it wrote (none on a
 * second run: it is idempotent).
 */
export function MonthEndPanel() {
  const { t } = useTranslation();
  const periodId = useId();
  const [period, setPeriod] = useState(previousMonth);
  const [result, setResult] = useState<MonthEndResult | null>(null);
  const run = useRunMonthEnd({ onSuccess: setResult });
  return (
    <Card.Root size="sm" mb={4} maxW="640px">
      <Card.Body>
        <HStack align="end" gap={3} wrap="wrap">
          <Field.Root maxW="200px">
            <Field.Label htmlFor={periodId}>{t('finance.invoices.monthEnd.period')}</Field.Label>
            <Input id={periodId} type="month" size="sm" value={period} onChange={(e) => setPeriod(e.currentTarget.value)} />
          </Field.Root>
          <Button size="sm" colorPalette="accent" loading={run.isPending} disabled={!/^\d{4}-\d{2}$/.test(period)} onClick={() => run.mutate(period)}>
            {t('finance.invoices.monthEnd.run')}
          </Button>
        </HStack>
        {result ? (
          <Text mt={3} role="status">
            {t('finance.invoices.monthEnd.result', { count: result.invoices.length, bookings: result.billedReservations, period: result.period })}
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
