import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, usePaymentMethods } from '@haulstop/shared/api';
import type { InvoiceDetail, PayInvoiceBody } from '@haulstop/shared/contracts';
import { payInvoice } from '@haulstop/shared/contracts/invoices';
import {
  minorToMoneyText,
  moneyToMinor,
  NEW_CARD_SOURCE,
  validateInvoicePayment,
  type InvoicePaymentField,
  type InvoicePaymentValues,
} from '@haulstop/shared/rules';
import { CancelSaveActions, FormDialog, FormField, formattersFor, SelectField, useValidatedForm } from '@haulstop/shared/ui';

type PayInvoiceDialogProps = {
  invoice: InvoiceDetail;
  open: boolean;
  onClose: () => void;
};

const EMPTY: InvoicePaymentValues = { amount: '', source: NEW_CARD_SOURCE, cardNumber: '', balanceMinor: '0' };

/** A new key for each payment attempt: a retried request after a lost answer pays once (DESIGN §7). */
const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/**
 * Pays an invoice: all of its balance or part of it ("Partially Paid when short"), with
 * a saved card or bank account of the organisation or a card typed here (the sandbox's 4242…).
 */
export function PayInvoiceDialog({ invoice, open, onClose }: PayInvoiceDialogProps) {
  const { t, i18n } = useTranslation();
  const format = useMemo(() => formattersFor(i18n.language), [i18n.language]);
  const methods = usePaymentMethods();
  // The API names amountMinor (over the balance) and cardNumber: shown under Amount and Card number.
  const form = useValidatedForm<InvoicePaymentValues, InvoicePaymentField>(EMPTY, validateInvoicePayment, { fieldOf: { amountMinor: 'amount' } });
  const { values, change, field, reset } = form;
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  useEffect(() => {
    if (!open) return;
    reset({ ...EMPTY, amount: minorToMoneyText(invoice.balanceMinor), balanceMinor: String(invoice.balanceMinor) });
    setIdempotencyKey(newKey());
    // A new attempt each time the dialog opens for an invoice, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, invoice.invoiceId]);
  const pay = useEndpointMutation(payInvoice, { onSuccess: onClose, onFieldError: form.serverError });

  const sources = [
    ...(methods.data ?? []).map((method) => ({
      value: String(method.paymentMethodId),
      label:
        method.type === 'CARD'
          ? t('finance.invoices.pay.savedCard', { brand: method.brand ?? '', last4: method.last4 })
          : t('finance.invoices.pay.savedBank', { last4: method.last4 }),
    })),
    { value: NEW_CARD_SOURCE, label: t('finance.invoices.pay.newCard') },
  ];

  const submit = () => {
    if (!form.check()) return;
    const saved = (methods.data ?? []).find((method) => String(method.paymentMethodId) === values.source);
    const payment: PayInvoiceBody['payment'] = saved
      ? { method: saved.type, paymentMethodId: saved.paymentMethodId }
      : { method: 'CARD', cardNumber: values.cardNumber.replace(/\s/g, '') };
    pay.mutate({
      params: { invoiceId: invoice.invoiceId },
      headers: { 'idempotency-key': idempotencyKey },
      body: { amountMinor: moneyToMinor(values.amount) ?? 0, payment, language: i18n.language },
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('finance.invoices.pay.title', { number: invoice.invoiceNumber })}
      width="420px"
      onSubmit={submit}
      actions={<CancelSaveActions onCancel={onClose} saving={pay.isPending} saveLabel={t('finance.invoices.pay.submit')} />}
    >
      <FormField
        {...field('amount')}
        label={t('finance.invoices.pay.amount', { currency: invoice.currency })}
        helperText={t('finance.invoices.pay.balance', { balance: format.money(invoice.balanceMinor, invoice.currency) })}
        inputMode="decimal"
        required
      />
      <SelectField name="source" label={t('finance.invoices.pay.method')} value={values.source} onChange={change('source')} options={sources} />
      {values.source === NEW_CARD_SOURCE ? (
        <FormField
          {...field('cardNumber')}
          label={t('finance.invoices.pay.cardNumber')}
          helperText={t('finance.invoices.pay.sandboxHint')}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          required
        />
      ) : null}
    </FormDialog>
  );
}
