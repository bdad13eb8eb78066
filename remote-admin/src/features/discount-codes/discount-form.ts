import type { DiscountCode, DiscountCodeInput } from '@haulstop/shared/contracts';
import { minorToMoneyText, moneyToMinor } from '@haulstop/shared/rules';

/** The discount code dialog's values, as typed (amounts in major units, dates as datetime-local). */
export type DiscountForm = {
  code: string;
  type: 'PERCENTAGE' | 'FIXED';
  value: string;
  currency: 'USD' | 'CAD';
  maxUsesPerCode: string;
  totalValue: string;
  maxCap: string;
  validFrom: string;
  validTo: string;
  lotIds: number[];
  active: boolean;
};

/** An instant as the value of a datetime-local input (the browser's local time, to the minute). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export const EMPTY_DISCOUNT: DiscountForm = {
  code: '',
  type: 'PERCENTAGE',
  value: '',
  currency: 'USD',
  maxUsesPerCode: '',
  totalValue: '',
  maxCap: '',
  validFrom: '',
  validTo: '',
  lotIds: [],
  active: true,
};

const money = (minor: number | null) => (minor === null ? '' : minorToMoneyText(minor));

export function toDiscountForm(code: DiscountCode): DiscountForm {
  return {
    code: code.code,
    type: code.type,
    value: code.type === 'FIXED' ? minorToMoneyText(code.value) : String(code.value),
    currency: code.currency === 'CAD' ? 'CAD' : 'USD',
    maxUsesPerCode: code.maxUsesPerCode === null ? '' : String(code.maxUsesPerCode),
    totalValue: money(code.totalValueMinor),
    maxCap: money(code.maxCapMinor),
    validFrom: toLocalInput(code.validFrom),
    validTo: toLocalInput(code.validTo),
    lotIds: code.parkingLotIds,
    active: code.status !== 'Inactive',
  };
}

/** The API body (DESIGN §7): FIXED values and the limits in minor units; blank limits are none. */
export function toDiscountInput(form: DiscountForm): DiscountCodeInput {
  const optionalMinor = (text: string) => (text.trim() === '' ? null : moneyToMinor(text));
  return {
    code: form.code.trim(),
    type: form.type,
    value: form.type === 'FIXED' ? (moneyToMinor(form.value) ?? 0) : Number(form.value),
    currency: form.currency,
    maxUsesPerCode: form.maxUsesPerCode.trim() === '' ? null : Number(form.maxUsesPerCode),
    totalValueMinor: optionalMinor(form.totalValue),
    maxCapMinor: optionalMinor(form.maxCap),
    validFrom: new Date(form.validFrom).toISOString(),
    validTo: new Date(form.validTo).toISOString(),
    parkingLotIds: form.lotIds,
    active: form.active,
  };
}
