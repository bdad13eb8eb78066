import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelSubscription, useRetrySubscription } from '@haulstop/shared/api';
import type { Subscription } from '@haulstop/shared/contracts';
import { Button, Card, HStack, StatusBadge, Text, formattersFor, useConfirm } from '@haulstop/shared/ui';

type Props = {
  /** the organisation's live (or latest) subscription; null when it has none */
  subscription: Subscription | null;
  /** an admin or Manager of a subscribing organisation (canAccess 'subscriptions') */
  canManage: boolean;
  onSubscribe: () => void;
};

/** The organisation's plan: status, price, next renewal, the card it charges, and subscribe / retry / cancel. */
export function CurrentPlanCard({ subscription, canManage, onSubscribe }: Props) {
  const { t, i18n } = useTranslation();
  const format = useMemo(() => formattersFor(i18n.language), [i18n.language]);
  const cancel = useCancelSubscription({ successMessage: t('finance.subscriptions.cancelled') });
  const confirm = useConfirm();
  const retry = useRetrySubscription({ successMessage: t('finance.subscriptions.retried') });
  // One key per page visit and subscription: a resent retry is answered once.
  const [retryKey] = useState(() => crypto.randomUUID());
  const live = subscription !== null && (subscription.status === 'Currently Recurring' || subscription.status === 'Recurring Failed');

  return (
    <Card.Root mb={4} maxW="640px">
      <Card.Header>
        <Card.Title>{t('finance.subscriptions.yourPlan')}</Card.Title>
      </Card.Header>
      <Card.Body>
        {subscription ? (
          <>
            <HStack justify="space-between" wrap="wrap" mb={2}>
              <Text fontWeight="bold">
                {t('finance.subscriptions.planOption', {
                  name: subscription.planName,
                  price: format.money(subscription.priceMinor, subscription.currency),
                  interval: t(`finance.subscriptions.intervals.${subscription.interval}`),
                })}
              </Text>
              <StatusBadge status={subscription.status} />
            </HStack>
            {subscription.nextBillingAt ? <Text>{t('finance.subscriptions.nextRenewal', { date: format.date(subscription.nextBillingAt) })}</Text> : null}
            {subscription.paymentMethodLast4 ? <Text>{t('finance.subscriptions.chargedTo', { last4: subscription.paymentMethodLast4 })}</Text> : null}
            {subscription.status === 'Recurring Failed' ? (
              <Text color="red.600">
                {t('finance.subscriptions.failed', {
                  reason: t(`finance.subscriptions.failures.${subscription.failureCode ?? 'CARD_DECLINED'}`, { defaultValue: subscription.failureCode ?? '' }),
                })}
              </Text>
            ) : null}
          </>
        ) : (
          <Text>{t('finance.subscriptions.none')}</Text>
        )}
      </Card.Body>
      {canManage ? (
        <Card.Footer gap={2} flexWrap="wrap">
          {!live ? (
            <Button colorPalette="accent" size="sm" onClick={onSubscribe}>
              {t('finance.subscriptions.subscribe')}
            </Button>
          ) : null}
          {live && subscription.status === 'Recurring Failed' ? (
            <Button
              size="sm"
              loading={retry.isPending}
              onClick={() => retry.mutate({ subscriptionId: subscription.subscriptionId, idempotencyKey: `${retryKey}-${subscription.subscriptionId}` })}
            >
              {t('finance.subscriptions.retry')}
            </Button>
          ) : null}
          {live ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={cancel.isPending}
              onClick={() =>
                confirm.ask({
                  question: t('finance.subscriptions.confirmCancel'),
                  confirmLabel: t('finance.subscriptions.cancel'),
                  onConfirm: () => cancel.mutate(subscription.subscriptionId),
                })
              }
            >
              {t('finance.subscriptions.cancel')}
            </Button>
          ) : null}
        </Card.Footer>
      ) : null}
      {confirm.dialog}
    </Card.Root>
  );
}
