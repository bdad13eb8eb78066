import { validateBankDetails, validateOrganizationDocument, validateOrganizationProfile } from './organization-rules';

describe('company record', () => {
  const valid = { orgName: 'Prairie Truck Stops', taxId: '123456789', phone: '3065550100', country: 'CA' };
  it('a valid record passes', () => expect(validateOrganizationProfile(valid, 'PARKING_LOT_OWNER')).toEqual({}));
  it('organisation name required, under 35 characters', () => {
    expect(validateOrganizationProfile({ ...valid, orgName: '' }, 'BROKER').orgName?.key).toBe('validation.enterOrganizationName');
    expect(validateOrganizationProfile({ ...valid, orgName: 'x'.repeat(35) }, 'BROKER').orgName?.key).toBe('validation.orgNameMaxLength35');
  });
  it('DOT number 8 to 12 digits, required of a carrier only', () => {
    expect(validateOrganizationProfile(valid, 'CARRIER').dotNumber?.key).toBe('validation.enterDotNumber');
    expect(validateOrganizationProfile({ ...valid, dotNumber: '1234567' }, 'BROKER').dotNumber?.key).toBe('validation.dotNumber');
    expect(validateOrganizationProfile({ ...valid, dotNumber: '12345678' }, 'CARRIER').dotNumber).toBeUndefined();
  });
  it('"a US address takes state ZZ and postal code !!!": the company address has a state or province code and a ZIP or postal code of its country', () => {
    const usAddress = { ...valid, country: 'US', region: 'ZZ', postalCode: '!!!' };
    expect(validateOrganizationProfile(usAddress, 'BROKER').region?.key).toBe('validation.usState');
    expect(validateOrganizationProfile(usAddress, 'BROKER').postalCode?.key).toBe('validation.usZip');
    expect(validateOrganizationProfile({ ...usAddress, region: 'IL', postalCode: '60426' }, 'BROKER')).toEqual({});
    expect(validateOrganizationProfile({ ...valid, region: 'SK', postalCode: 'S4N 7A7' }, 'BROKER')).toEqual({});
  });
  it('tax id 9 digits; phone 9 or 10 digits', () => {
    expect(validateOrganizationProfile({ ...valid, taxId: '12345678' }, 'BROKER').taxId?.key).toBe('validation.taxId');
    expect(validateOrganizationProfile({ ...valid, phone: '12345678' }, 'BROKER').phone?.key).toBe('validation.phone');
    expect(validateOrganizationProfile({ ...valid, phone: '123456789' }, 'BROKER').phone).toBeUndefined();
  });
});

describe('bank details', () => {
  const us = { accountHolderName: 'Prairie Truck Stops', accountNumber: '000123456789', country: 'US', abaRoutingNumber: '021000021' };
  const ca = { accountHolderName: 'Prairie Truck Stops', accountNumber: '1234567', country: 'CA', transitNumber: '12345', institutionNumber: '003' };
  it('US: ABA routing exactly 9 digits', () => {
    expect(validateBankDetails(us)).toEqual({});
    expect(validateBankDetails({ ...us, abaRoutingNumber: '02100002' }).abaRoutingNumber?.key).toBe('validation.abaRouting');
  });
  it('"ABA routing numbers are checksum-checked": 9 digits that fail the checksum are refused', () => {
    expect(validateBankDetails({ ...us, abaRoutingNumber: '021000012' }).abaRoutingNumber?.key).toBe('validation.abaRoutingChecksum');
  });
  it('Canada: transit 5 digits and financial institution 3', () => {
    expect(validateBankDetails(ca)).toEqual({});
    expect(validateBankDetails({ ...ca, transitNumber: '1234' }).transitNumber?.key).toBe('validation.transitNumber');
    expect(validateBankDetails({ ...ca, institutionNumber: '03' }).institutionNumber?.key).toBe('validation.institutionNumber');
  });
  it('account 4 to 17 digits; SWIFT 8 or 11 when given', () => {
    expect(validateBankDetails({ ...us, accountNumber: '12a4' }).accountNumber?.key).toBe('validation.accountNumber');
    expect(validateBankDetails({ ...us, swiftCode: 'ROYCCAT2' }).swiftCode).toBeUndefined();
    expect(validateBankDetails({ ...us, swiftCode: 'ROYC' }).swiftCode?.key).toBe('validation.swiftCode');
  });
});

describe('documents (expiry date not before signed date)', () => {
  const doc = { kind: 'insurance', signedDate: '2026-01-01', expiryDate: '2027-01-01', filePath: 'orgs/2/documents/a.pdf' };
  it('a valid document passes; the same day is allowed', () => {
    expect(validateOrganizationDocument(doc)).toEqual({});
    expect(validateOrganizationDocument({ ...doc, expiryDate: '2026-01-01' })).toEqual({});
  });
  it('an expiry before the signing, no file, an unknown kind', () => {
    expect(validateOrganizationDocument({ ...doc, expiryDate: '2025-12-31' }).expiryDate?.key).toBe('validation.expiryBeforeSigned');
    expect(validateOrganizationDocument({ ...doc, filePath: '' }).filePath?.key).toBe('validation.fileRequired');
    expect(validateOrganizationDocument({ ...doc, kind: 'licence' }).kind?.key).toBe('validation.chooseOption');
  });
});
