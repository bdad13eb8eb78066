import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation } from '@haulstop/shared/api';
import type { MonthEndResult } from '@haulstop/shared/contracts';
import { runMonthEnd } from '@haulstop/shared/contracts/invoices';
import { validateRequired, type FormErrors } from '@haulstop/shared/rules';
import { Box, Button, Card, ConfirmDialog, formatMonth, FormField, HStack, Text, useValidatedForm } from '@haulstop/shared/ui';

/** The API's one field (its errorField, e.g. a month that has not ended, lands under it). */
type Values = { period: string };

function validatePeriod(values: Values): FormErrors<'period'> {
  const period = validateRequired(values.period);
  return period ? { period } : {};
}

/** Last month as `YYYY-MM` (the month a run on demand usually bills). */
function previousMonth(now: Date = new Date()): string {
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
}

/** Has the month `YYYY-MM` ended (UTC, the accounting zone)? The API refuses one that has not. */
function hasEnded(period: string, now: Date = new Date()): boolean {
  const [year, month] = period.split('-').map(Number);
  return Date.UTC(year, month, 1) <= now.getTime();
}

/**
 * The platform's "Run month-end" (POST /api/billing/monthEnd): asks for confirmation in the
 * console's dialog, then bills a period's carrier-network bookings and issues the owners'
 * statements; says how many invoices it wrote, or why none (a second run finds the month billed). A month that has not ended is not run;
 * the API's refusal of a month shows under the month, the rest is toasted.
 */
export function MonthEndPanel() {
  const { t, i18n } = useTranslation();
  const form = useValidatedForm<Values, 'period'>({ period: previousMonth() }, validatePeriod);
  const { period } = form.values;
  const [result, setResult] = useState<MonthEndResult | null>(null);
  const run = useEndpointMutation(runMonthEnd, { onSuccess: setResult, onFieldError: form.serverError });
  const wellFormed = /^\d{4}-\d{2}$/.test(period);
  const ended = wellFormed && hasEnded(period);
  const month = formatMonth(period, i18n.language);
  // Asked in the console's own dialog: a run cannot be undone.
  const [confirming, setConfirming] = useState(false);
  const confirmAndRun = () => {
    if (form.check()) setConfirming(true);
  };
  const runConfirmed = () => {
    setConfirming(false);
    run.mutate({ body: { period } });
  };
  return (
    <Card.Root size="sm" mb={4} maxW="640px">
      <Card.Body>
        <HStack align="end" gap={3} wrap="wrap">
          <Box maxW="200px">
            <FormField
              name="period"
              type="month"
              label={t('finance.invoices.monthEnd.period')}
              value={period}
              onChange={form.change('period')}
              error={form.errors.period}
              required
            />
          </Box>
          <Button size="sm" colorPalette="accent" loading={run.isPending} disabled={!ended} onClick={confirmAndRun} mb={3}>
            {t('finance.invoices.monthEnd.run')}
          </Button>
        </HStack>
        <Text mt={2} fontSize="sm" color="fg.muted">
          {wellFormed && !ended ? t('finance.invoices.monthEnd.notEnded', { period: month }) : t('finance.invoices.monthEnd.zone')}
        </Text>
        {result ? <MonthEndOutcome result={result} /> : null}
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('finance.invoices.monthEnd.confirmTitle', { period: month })}
          confirmLabel={t('finance.invoices.monthEnd.run')}
          onConfirm={runConfirmed}
        >
          <Text>{t('finance.invoices.monthEnd.confirm', { period: month })}</Text>
        </ConfirmDialog>
      </Card.Body>
    </Card.Root>
  );
}

function MonthEndOutcome({ result }: { result: MonthEndResult }) {
  const { t, i18n } = useTranslation();
  const month = formatMonth(result.period, i18n.language);
  const why = result.nothingBilled;
  return (
    <Text mt={3} role="status">
      {why
        ? why.reason === 'ALREADY_BILLED'
          ? t('finance.invoices.monthEnd.alreadyBilled', { period: month, count: why.alreadyBilledReservations })
          : t('finance.invoices.monthEnd.noBookings', { period: month })
        : t('finance.invoices.monthEnd.result', { count: result.invoices.length, bookings: result.billedReservations, period: result.period })}
      {result.ownerDocuments.length > 0 ? ` ${t('finance.invoices.monthEnd.ownerDocuments', { count: result.ownerDocuments.length })}` : ''}
    </Text>
  );
}
