/** Numeric limits of SPEC §5, in one place so screens can show them (e.g. as maxLength). */
export const RULE_LIMITS = {
  /** names (first, last, e-mail) under 64 characters */
  nameMaxExclusive: 64,
  /** a new password: 8 to 64 characters, both included */
  passwordLength: { min: 8, max: 64 },
  /** organisation name under 35 (short form) or under 65 (long form) */
  orgNameMaxExclusive: { short: 35, long: 65 },
  dotDigits: { min: 8, max: 12 },
  discountCodeLength: { min: 6, max: 50 },
  percentageMax: 100,
  vinLength: 17,
  makeYearDigits: 4,
  abaRoutingDigits: 9,
  transitDigits: 5,
  institutionDigits: 3,
  taxIdDigits: 9,
  phoneDigits: [9, 10],
  codeMaxExclusive: 32,
  minImages: 1,
  maxLength15: 15,
  instructionsMax: 1000,
  /** a lot's slot capacity */
  totalSlots: { min: 1, max: 10000 },
} as const;
