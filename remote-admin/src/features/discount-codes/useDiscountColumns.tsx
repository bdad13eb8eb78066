import { useTranslation } from 'react-i18next';
import type { DiscountCode } from '@haulstop/shared/contracts';
import { viewerTimeZone } from '@haulstop/shared/time';
import { formatDateTime, formatMoney, formatPercent, StatusBadge, type PagedColumn } from '@haulstop/shared/ui/display';

/** "10%" or "CA$5.00" (in the language's style): what the code takes off. */
export function useDiscountText() {
  const { i18n } = useTranslation();
  return (code: DiscountCode) =>
    code.type === 'PERCENTAGE' ? formatPercent(code.value, i18n.language) : formatMoney(code.value, code.currency, i18n.language);
}

/**
 * The columns of the discount code list: an owner sees usage and what is left of its codes; a
 * carrier or broker sees whose code it is and what is left to use.
 */
export function useDiscountColumns(view: 'owner' | 'fleet'): PagedColumn<DiscountCode>[] {
  const { t, i18n } = useTranslation();
  const discount = useDiscountText();
  const money = (code: DiscountCode, minor: number | null) =>
    minor === null ? t('admin.discountCodes.noLimit') : formatMoney(minor, code.currency, i18n.language);
  // Labelled with the viewer's zone, the clock the window was entered at (DiscountCodeDialog).
  const at = (iso: string) => formatDateTime(iso, i18n.language, viewerTimeZone());
  const lots = (code: DiscountCode) => (code.parkingLotNames.length ? code.parkingLotNames.join(', ') : t('admin.discountCodes.allLots'));
  const uses = (code: DiscountCode) => (code.maxUsesPerCode === null ? String(code.usageCount) : `${code.usageCount} / ${code.maxUsesPerCode}`);
  const common: PagedColumn<DiscountCode>[] = [
    { key: 'code', header: t('admin.discountCodes.columns.code'), cell: (c) => c.code },
    { key: 'discount', header: t('admin.discountCodes.columns.discount'), cell: discount },
  ];
  if (view === 'fleet') {
    return [
      ...common,
      { key: 'owner', header: t('admin.discountCodes.columns.owner'), cell: (c) => c.ownerOrgName },
      { key: 'lots', header: t('admin.discountCodes.columns.lots'), cell: lots },
      { key: 'validTo', header: t('admin.discountCodes.columns.validTo'), cell: (c) => at(c.validTo) },
      {
        key: 'usesLeft',
        header: t('admin.discountCodes.columns.usesLeft'),
        cell: (c) => (c.remainingUses === null ? t('admin.discountCodes.noLimit') : String(c.remainingUses)),
      },
      { key: 'valueLeft', header: t('admin.discountCodes.columns.valueLeft'), cell: (c) => money(c, c.remainingValueMinor) },
    ];
  }
  return [
    ...common,
    {
      key: 'valid',
      header: t('admin.discountCodes.columns.valid'),
      cell: (c) => `${at(c.validFrom)} – ${at(c.validTo)}`,
    },
    { key: 'lots', header: t('admin.discountCodes.columns.lots'), cell: lots },
    { key: 'uses', header: t('admin.discountCodes.columns.uses'), cell: uses },
    { key: 'valueLeft', header: t('admin.discountCodes.columns.valueLeft'), cell: (c) => money(c, c.remainingValueMinor) },
    { key: 'status', header: t('admin.discountCodes.columns.status'), cell: (c) => <StatusBadge status={c.status} /> },
  ];
}
