// Saved payment methods and open accounts (DESIGN §7 payment methods): the API answers these.
// A card is kept as a gateway token + last 4 digits; its number is never stored or returned.

export const SAVED_PAYMENT_METHOD_TYPES = ['CARD', 'BANK'] as const;
export type SavedPaymentMethodType = (typeof SAVED_PAYMENT_METHOD_TYPES)[number];

export interface SavedPaymentMethod {
  paymentMethodId: number;
  type: SavedPaymentMethodType;
  /** CARD: Visa, Mastercard, American Express, Discover or Card. */
  brand: string | null;
  /** CARD: the card's last 4 digits; BANK: the account number's last 4 digits. */
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  accountHolder: string | null;
  /** BANK, United States: the 9-digit ABA routing number. */
  abaRouting: string | null;
  /** BANK, Canada: the 5-digit transit number and the 3-digit institution number. */
  transitNumber: string | null;
  institutionNumber: string | null;
  createdAt: string;
}

export type NewPaymentMethod =
  | { type: 'CARD'; cardNumber: string; expMonth: number; expYear: number; accountHolder?: string }
  | { type: 'BANK'; accountHolder: string; accountNumber: string; abaRouting?: string; transitNumber?: string; institutionNumber?: string };

export interface OpenAccount {
  openAccountId: number;
  /** The fleet organisation the account is granted to. */
  orgId: number;
  orgName: string;
  /** The owner (or the platform) that granted it. */
  grantedByOrgId: number;
  accountName: string;
  accountType: string;
  creditLimitMinor: number;
  /** What bookings have charged so far; a booking over the limit is refused. */
  usedMinor: number;
  currency: string;
  glNumber: string;
  status: string;
  createdAt: string;
}

export interface NewOpenAccount {
  orgId: number;
  accountName: string;
  accountType: string;
  creditLimitMinor: number;
  currency: string;
  glNumber: string;
}
