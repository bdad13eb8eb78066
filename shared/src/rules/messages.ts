/**
 * Every validation message: i18n key (under `validation.` in locales/<lang>/common.json) → English text.
 * The UI translates the key; the API answers the English text. SPEC §5 gives the wording of the
 * form messages; the wording of the "rules named by message keys" is not shown, so it is ours.
 */
export const RULE_MESSAGES = {
  'validation.required': 'This field is required',
  'validation.enterOldPassword': 'Enter Old Password',
  'validation.enterNewPassword': 'Enter New Password',
  'validation.enterConfirmedNewPassword': 'Enter Confirmed New Password',
  'validation.passwordsDoNotMatch': 'Your passwords do not match.',
  'validation.passwordLength': 'New password must be 8 to 64 characters',
  'validation.enterEmail': 'Enter Email',
  'validation.enterFirstName': 'Enter First Name',
  'validation.enterLastName': 'Enter Last Name',
  'validation.invalidEmail': 'Enter a valid email address',
  'validation.tooManyRecipients': 'At most 20 recipients',
  'validation.nameMaxLength': 'Must be less than 64 characters',
  'validation.orgNameMaxLength35': 'Organization name must be less than 35 characters',
  'validation.orgNameMaxLength65': 'Organization name must be less than 65 characters',
  'validation.dotNumber': 'DOT number must be 8 to 12 digits',
  'validation.discountCode': 'Discount code must be 6 to 50 letters or digits',
  'validation.invalidNumber': 'Enter a valid number',
  'validation.percentageMax': 'Percentage cannot be more than 100',
  'validation.vin': 'VIN must be exactly 17 characters',
  'validation.vinLetters': 'A VIN never contains the letters I, O or Q',
  'validation.vinCheckDigit': 'This VIN is not valid: its check digit (9th character) does not match',
  'validation.makeYear': 'Year must be 4 digits',
  'validation.abaRouting': 'ABA routing number must be exactly 9 digits',
  'validation.abaRoutingChecksum': 'This ABA routing number is not valid (its check digit does not match)',
  'validation.transitNumber': 'Transit number must be 5 digits',
  'validation.institutionNumber': 'Financial institution number must be 3 digits',
  'validation.taxId': 'Tax ID must be 9 digits',
  'validation.phone': 'Phone number must be 9 or 10 digits',
  'validation.codeMaxLength': 'Code must be less than 32 characters',
  'validation.expiryBeforeSigned': 'Expiry date cannot be before the signed date',
  'validation.invalidDate': 'Enter a valid date',
  'validation.imageRequired': 'Add at least 1 image',
  'validation.maxLength15': 'Must be 15 characters or fewer',
  'validation.usState': 'Enter a US state as its 2-letter code (e.g. ND)',
  'validation.caProvince': 'Enter a Canadian province as its 2-letter code (e.g. AB)',
  'validation.usZip': 'Enter a ZIP code of 5 digits (or 5+4)',
  'validation.caPostalCode': 'Enter a postal code like T2P 1J9',
  'validation.priceAboveZero': 'A price must be more than 0',
  'validation.lotNameMaxLength': 'Lot name must be less than 64 characters',
  'validation.instructionsMaxLength': 'Instructions cannot be more than 1000 characters',
  'validation.enterOrganizationName': 'Enter Organization Name',
  'validation.enterDotNumber': 'Enter DOT Number',
  'validation.enterPassword': 'Enter Password',
  'validation.enterConfirmPassword': 'Enter Confirm Password',
  'validation.accountPasswordLength': 'Password must be 8 to 64 characters',
  'validation.latitude': 'Latitude must be a number from -90 to 90',
  'validation.longitude': 'Longitude must be a number from -180 to 180',
  'validation.totalSlots': 'Slots must be a whole number from 1 to 10000',
  'validation.currencyForCountry': 'Lots in the US are priced in USD, lots in Canada in CAD',
  'validation.chooseOption': 'Choose one of the options',
  'validation.endAfterStart': 'The end must be after the start',
  'validation.accountNumber': 'Account number must be 4 to 17 digits',
  'validation.swiftCode': 'SWIFT code must be 8 or 11 letters and digits',
  'validation.fileRequired': 'Upload the document',
  'validation.startInPast': 'The start cannot be in the past',
  'validation.startTooFarAhead': 'The start cannot be more than 365 days ahead',
  'validation.recurringDuration': 'Only weekly, monthly or yearly bookings can be recurring',
  'validation.slotsToReserve': 'Slots must be a whole number from 1 to 1000',
  'validation.moreEntriesThanSlots': 'More entries than slots: each entry is one slot, holding a driver, a truck or both',
  'validation.entryRepeated': 'A driver or a truck can be in one slot only',
  'validation.unknownPlace': 'Choose a place from the list',
  'validation.cardNumber': 'Enter a valid card number',
  'validation.amountOverBalance': 'The amount cannot be more than the balance',
  'validation.codeVisibleBeforeMinutes': 'Minutes must be a whole number from 0 to 1440',
  'validation.noShowAfterHours': 'Hours must be a whole number from 1 to 168',
  'validation.noShowFeePercent': 'The fee must be a whole percentage from 0 to 100',
  'validation.overstayGraceMinutes': 'Minutes must be a whole number from 0 to 1440',
} as const;

export type RuleKey = keyof typeof RULE_MESSAGES;

/** A failed rule: `key` for the UI to translate, `message` in English for the API and logs. */
export type RuleError = { key: RuleKey; message: string };

/** Builds the error of a key: `ruleError('validation.vin').message === 'VIN must be exactly 17 characters'`. */
export function ruleError(key: RuleKey): RuleError {
  return { key, message: RULE_MESSAGES[key] };
}
