import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, usePaymentMethods, useSubscribe, useSubscriptionPlans } from '@haulstop/shared/api';
import { createPaymentMethod } from '@haulstop/shared/contracts/payment-methods';
import { NEW_CARD, validateSubscribe, type SubscribeField } from '@haulstop/shared/rules';
import { CancelSaveActions, FormDialog, FormField, SelectField, formattersFor, useValidatedForm } from '@haulstop/shared/ui';

type Values = { planId: string; paymentMethodId: string; cardNumber: string; expMonth: string; expYear: string };
const EMPTY: Values = { planId: '', paymentMethodId: '', cardNumber: '', expMonth: '', expYear: '' };

type Props = { open: boolean; onClose: () => void };

/**
 * Subscribe the organisation: a plan of its type and a saved card, or a new card (saved first,
 * tokenised by the gateway). The first period is charged at once; a refused card shows the API's message.
 */
export function SubscribeDialog({ open, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const format = useMemo(() => formattersFor(i18n.language), [i18n.language]);
  const plans = useSubscriptionPlans();
  const methods = usePaymentMethods();
  const cards = (methods.data ?? []).filter((method) => method.type === 'CARD');
  const form = useValidatedForm<Values, SubscribeField>(EMPTY, validateSubscribe);
  const { values, change, field, reset } = form;
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    // One key per opening: a resent request is answered once, a new attempt is a new key.
    setIdempotencyKey(crypto.randomUUID());
    // Reset when the dialog opens, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  // A refused card number or expiry shows under its field; a refusal naming no field is toasted.
  const saveCard = useEndpointMutation(createPaymentMethod, { onFieldError: form.serverError });
  const subscribe = useSubscribe({ successMessage: t('finance.subscriptions.subscribed'), onSuccess: onClose, onFieldError: form.serverError });

  const submit = async () => {
    if (!form.check()) return;
    setSaving(true);
    try {
      let paymentMethodId = Number(values.paymentMethodId);
      if (values.paymentMethodId === NEW_CARD) {
        paymentMethodId = (
          await saveCard.mutateAsync({
            body: { type: 'CARD', cardNumber: values.cardNumber, expMonth: Number(values.expMonth), expYear: Number(values.expYear) },
          })
        ).paymentMethodId;
        // Saved even if the charge is then refused: a second attempt picks it from the list.
        change('paymentMethodId')(String(paymentMethodId));
      }
      await subscribe.mutateAsync({ planId: Number(values.planId), paymentMethodId, idempotencyKey });
    } catch {
      // The refusal is shown (under its field, or as a toast) by the mutation; the dialog stays open to change the card.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('finance.subscriptions.subscribe')}
      width="45%"
      onSubmit={() => void submit()}
      actions={<CancelSaveActions onCancel={onClose} saving={saving} />}
    >
      <SelectField
        {...field('planId')}
        label={t('finance.subscriptions.plan')}
        placeholder={t('finance.subscriptions.choose')}
        options={(plans.data ?? []).map((plan) => ({
          value: String(plan.planId),
          label: t('finance.subscriptions.planOption', {
            name: plan.name,
            price: format.money(plan.priceMinor, plan.currency),
            interval: t(`finance.subscriptions.intervals.${plan.interval}`),
          }),
        }))}
        required
      />
      <SelectField
        {...field('paymentMethodId')}
        label={t('finance.subscriptions.card')}
        placeholder={t('finance.subscriptions.choose')}
        options={[
          ...cards.map((card) => ({
            value: String(card.paymentMethodId),
            label: t('finance.subscriptions.savedCard', { brand: card.brand ?? '', last4: card.last4 }),
          })),
          { value: NEW_CARD, label: t('finance.subscriptions.newCard') },
        ]}
        required
      />
      {values.paymentMethodId === NEW_CARD ? (
        <>
          <FormField {...field('cardNumber')} label={t('finance.subscriptions.cardNumber')} maxLength={23} required />
          <FormField {...field('expMonth')} label={t('finance.subscriptions.expMonth')} inputMode="numeric" maxLength={2} required />
          <FormField {...field('expYear')} label={t('finance.subscriptions.expYear')} inputMode="numeric" maxLength={4} required />
        </>
      ) : null}
    </FormDialog>
  );
}
