/** PERCENTAGE: `value` is the percentage (1–100); FIXED: `value` is the amount in minor units. */
export type DiscountCodeType = 'PERCENTAGE' | 'FIXED';

/**
 * What a code is now: Scheduled before its window, Expired after it, Used up when its uses or its
 * total value are spent, Inactive when the owner paused it.
 */
export type DiscountCodeStatus = 'Active' | 'Scheduled' | 'Expired' | 'Used up' | 'Inactive';

/** A discount code as GET /api/discountCodes answers it (DESIGN §7 names, plus what a screen needs). */
export type DiscountCode = {
  discountCodeId: number;
  code: string;
  type: DiscountCodeType;
  value: number;
  currency: 'USD' | 'CAD' | string;
  maxUsesPerCode: number | null;
  totalValueMinor: number | null;
  maxCapMinor: number | null;
  validFrom: string;
  validTo: string;
  status: DiscountCodeStatus | string;
  usageCount: number;
  usedValueMinor: number;
  /** null: no limit */
  remainingUses: number | null;
  /** null: no total value */
  remainingValueMinor: number | null;
  /** the lots it is limited to; empty: every lot of its owner */
  parkingLotIds: number[];
  parkingLotNames: string[];
  ownerOrgId: number;
  ownerOrgName: string;
};

/** POST/PUT /api/discountCodes body. */
export type DiscountCodeInput = {
  code: string;
  type: DiscountCodeType;
  value: number;
  currency?: 'USD' | 'CAD';
  maxUsesPerCode?: number | null;
  totalValueMinor?: number | null;
  maxCapMinor?: number | null;
  validFrom: string;
  validTo: string;
  parkingLotIds?: number[];
  /** pause (Inactive) or resume (Active) */
  active?: boolean;
};
