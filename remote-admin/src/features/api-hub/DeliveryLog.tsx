import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointPage, type WebhookDelivery } from '@haulstop/shared/api';
import { listWebhookDeliveries, redeliverWebhook } from '@haulstop/shared/contracts/webhooks';
import { pagedTableState } from '@haulstop/shared/query';
import { answerSize } from './answer-size';
import { Badge, Box, Button, Code, Heading, HStack, PagedTable, Stack, Text, useOrganizationDateTime, type PagedColumn } from '@haulstop/shared/ui/display';

const PALETTE: Record<WebhookDelivery['status'], string> = { Pending: 'orange', Delivered: 'green', Failed: 'red' };

/** The delivery log: each event sent, its attempts (time, answer code, duration, size and type of the answer), redeliver. */
export function DeliveryLog() {
  const { t, i18n } = useTranslation();
  const at = useOrganizationDateTime();
  const deliveries = useEndpointPage(listWebhookDeliveries, {});
  const [open, setOpen] = useState<number | null>(null);
  const redeliver = useEndpointMutation(redeliverWebhook, { successMessage: t('admin.apiHub.log.redelivered') });
  const columns: PagedColumn<WebhookDelivery>[] = [
    { key: 'event', header: t('admin.apiHub.log.event'), cell: (d) => d.eventType },
    { key: 'url', header: t('admin.apiHub.log.endpoint'), cell: (d) => <Code fontSize="xs">{d.url}</Code> },
    { key: 'status', header: t('common.status'), cell: (d) => <Badge colorPalette={PALETTE[d.status]}>{t(`admin.apiHub.log.statuses.${d.status}`)}</Badge> },
    { key: 'attempts', header: t('admin.apiHub.log.attempts'), cell: (d) => d.attempts, align: 'end' },
    { key: 'code', header: t('admin.apiHub.log.responseCode'), cell: (d) => d.lastResponseStatus ?? '—', align: 'end' },
    { key: 'last', header: t('admin.apiHub.log.lastAttempt'), cell: (d) => at(d.lastAttemptAt) },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (d) => (
        <HStack gap={2}>
          <Button size="xs" variant="outline" onClick={() => setOpen(open === d.deliveryId ? null : d.deliveryId)} aria-expanded={open === d.deliveryId}>
            {t('admin.apiHub.log.details')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => redeliver.mutate({ params: { deliveryId: d.deliveryId } })}
            aria-label={`${t('admin.apiHub.log.redeliver')} ${d.eventType}`}
          >
            {t('admin.apiHub.log.redeliver')}
          </Button>
        </HStack>
      ),
    },
  ];
  const detail = deliveries.content.find((d) => d.deliveryId === open);
  return (
    <Box as="section" mb={8} aria-labelledby="delivery-log-heading">
      <HStack justify="space-between" mb={2}>
        <Heading as="h2" size="sm" id="delivery-log-heading">
          {t('admin.apiHub.log.title')}
        </Heading>
        <Button size="sm" variant="outline" onClick={deliveries.reload}>
          {t('admin.apiHub.log.refresh')}
        </Button>
      </HStack>
      <PagedTable<WebhookDelivery> label={t('admin.apiHub.log.title')} columns={columns} {...pagedTableState(deliveries)} rowKey={(d) => d.deliveryId} />
      {detail ? (
        <Box mt={3} p={3} borderWidth="1px" borderRadius="md" data-testid="delivery-detail">
          <Text fontWeight="medium">{t('admin.apiHub.log.payload')}</Text>
          <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p={2} fontSize="xs" mb={2}>
            {detail.payload}
          </Code>
          <Stack gap={2}>
            {detail.attemptLog.map((attempt, index) => (
              <Box key={`${attempt.attemptedAt}-${index}`} fontSize="sm">
                <Text>
                  {t('admin.apiHub.log.attemptLine', {
                    n: index + 1,
                    when: at(attempt.attemptedAt),
                    code: attempt.responseStatus ?? '—',
                    ms: attempt.durationMs,
                  })}
                </Text>
                {attempt.error ? <Text color="fg.error">{attempt.error}</Text> : null}
                {attempt.responseBytes !== null ? (
                  <Text color="fg.muted" data-testid="attempt-answer">
                    {t(attempt.responseContentType ? 'admin.apiHub.log.answerTyped' : 'admin.apiHub.log.answer', {
                      size: answerSize(attempt.responseBytes, i18n.language, t),
                      type: attempt.responseContentType,
                    })}
                  </Text>
                ) : null}
              </Box>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
