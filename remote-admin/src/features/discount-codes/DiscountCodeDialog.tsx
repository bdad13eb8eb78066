import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { discountCodeKeys, saveDiscountCode, useMapLots } from '@haulstop/shared/api';
import type { DiscountCode } from '@haulstop/shared/contracts';
import { useApiMutation } from '@haulstop/shared/query';
import { validateDiscountCodeForm, type DiscountCodeField } from '@haulstop/shared/rules';
import { viewerTimeZone } from '@haulstop/shared/time';
import {
  CancelSaveActions,
  CheckboxField,
  FormDialog,
  FormField,
  LotChoices,
  SelectField,
  SimpleGrid,
  formatTimeZone,
  useValidatedForm,
} from '@haulstop/shared/ui';
import { EMPTY_DISCOUNT, toDiscountForm, toDiscountInput, type DiscountForm } from './discount-form';

/** The API's names of the fields this form names otherwise (toDiscountInput). */
const API_FIELDS = { totalValueMinor: 'totalValue', maxCapMinor: 'maxCap' } as const;

type Props = {
  /** the code being edited; null adds one */
  editing: DiscountCode | null;
  open: boolean;
  onClose: () => void;
};

/**
 * Add or edit a discount code (6 to 50 letters or digits, a percentage not over 100 or
 * a fixed amount, the end after the start; optional limits; optionally only some of the owner's lots).
 */
export function DiscountCodeDialog({ editing, open, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lots = useMapLots();
  // A code spans lots that may keep different clocks: its window is entered at the clock of the
  // person entering it, and says which (the list shows it with the zone's abbreviation).
  const clock = t('admin.discountCodes.clockHelp', { zone: formatTimeZone(viewerTimeZone(), i18n.language) });
  const form = useValidatedForm<DiscountForm, DiscountCodeField>(EMPTY_DISCOUNT, validateDiscountCodeForm, { fieldOf: API_FIELDS });
  const { values, errors, change, reset } = form;
  useEffect(() => {
    if (open) reset(editing ? toDiscountForm(editing) : EMPTY_DISCOUNT);
    // Reset when the dialog opens for a code, not on every render of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, editing?.discountCodeId]);
  const save = useApiMutation({
    mutationFn: saveDiscountCode,
    successMessage: t('admin.discountCodes.saved'),
    invalidates: [discountCodeKeys.all],
    onSuccess: onClose,
    onFieldError: form.serverError,
  });
  const field = (name: DiscountCodeField & keyof DiscountForm, extra: { required?: boolean; helperText?: string } = {}) => ({
    name,
    label: t(`admin.discountCodes.fields.${name}`),
    value: values[name] as string,
    onChange: change(name),
    error: errors[name],
    ...extra,
  });
  const fixed = values.type === 'FIXED';
  // A percentage is the same in any currency: the currency is asked only when the code carries an amount.
  const hasAmounts = fixed || values.maxCap.trim() !== '' || values.totalValue.trim() !== '';
  const chooseLots = (lotIds: number[]) => {
    change('lotIds')(lotIds);
    const currencies = new Set((lots.data ?? []).filter((lot) => lotIds.includes(lot.parkingLotId)).map((lot) => lot.currency));
    // Codes limited to lots of one currency take theirs, so a CAD-only code is never left in USD.
    if (currencies.size === 1) change('currency')([...currencies][0] === 'CAD' ? 'CAD' : 'USD');
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={editing ? t('admin.discountCodes.edit') : t('admin.discountCodes.add')}
      width="560px"
      onSubmit={() => form.check() && save.mutate({ discountCodeId: editing?.discountCodeId ?? null, input: toDiscountInput(values) })}
      actions={<CancelSaveActions onCancel={onClose} saving={save.isPending} />}
    >
      <FormField {...field('code', { required: true, helperText: t('admin.discountCodes.codeHelp') })} maxLength={50} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap={3}>
        <SelectField
          {...field('type', { required: true })}
          onChange={(type) => change('type')(type as DiscountForm['type'])}
          options={[
            { value: 'PERCENTAGE', label: t('admin.discountCodes.types.PERCENTAGE') },
            { value: 'FIXED', label: t('admin.discountCodes.types.FIXED') },
          ]}
        />
        <FormField
          {...field('value', { required: true })}
          label={fixed ? t('admin.discountCodes.fields.amount') : t('admin.discountCodes.fields.percentage')}
          inputMode="decimal"
        />
        {hasAmounts ? (
          <SelectField
            name="currency"
            label={t('admin.discountCodes.fields.currency')}
            value={values.currency}
            onChange={(currency) => change('currency')(currency as DiscountForm['currency'])}
            options={[
              { value: 'USD', label: 'USD' },
              { value: 'CAD', label: 'CAD' },
            ]}
          />
        ) : null}
        <FormField {...field('maxUsesPerCode')} inputMode="numeric" />
        <FormField {...field('totalValue')} inputMode="decimal" />
        <FormField {...field('maxCap')} inputMode="decimal" />
        <FormField {...field('validFrom', { required: true, helperText: clock })} type="datetime-local" />
        <FormField {...field('validTo', { required: true, helperText: clock })} type="datetime-local" />
      </SimpleGrid>
      <LotChoices
        legend={t('admin.discountCodes.fields.lots')}
        help={t('admin.discountCodes.lotsHelp')}
        lots={(lots.data ?? []).map((lot) => ({ parkingLotId: lot.parkingLotId, label: lot.name }))}
        selected={values.lotIds}
        onChange={chooseLots}
      />
      {editing ? (
        <CheckboxField name="active" label={t('admin.discountCodes.fields.active')} checked={values.active} onChange={(on) => change('active')(on)} />
      ) : null}
    </FormDialog>
  );
}
