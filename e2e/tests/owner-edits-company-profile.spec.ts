import { expect, test } from '@playwright/test';
import { USERS, signIn, openFromMenu, refusedThenSaved } from './support';

// A real (tiny) PDF: the API reads the type from the bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('an owner fixes an invalid phone and tax id, saves the company record and finds it after a reload', async ({ page }) => {
  await signIn(page, USERS.owner);
  await openFromMenu(page, 'Company Profile', 'Administrator');
  const record = page.getByRole('form', { name: 'Company record' });
  await expect(record.getByLabel('Tax ID')).toHaveValue('812345678');
  await refusedThenSaved(record, page, {
    refused: { Phone: '12345', 'Tax ID': '123' },
    messages: ['Phone number must be 9 or 10 digits', 'Tax ID must be 9 digits'],
    accepted: { Phone: '306 555 0177', 'Tax ID': '812345679' },
    save: 'Save company record',
    saved: 'Company record saved',
  });
  await page.reload();
  await expect(page.getByRole('form', { name: 'Company record' }).getByLabel('Phone')).toHaveValue('3065550177');
  await expect(page.getByRole('form', { name: 'Company record' }).getByLabel('Tax ID')).toHaveValue('812345679');
});

test('an owner replaces the bank details, reading the ABA rule first, and sees them masked', async ({ page }) => {
  await signIn(page, USERS.owner);
  await openFromMenu(page, 'Company Profile', 'Administrator');
  const bank = page.getByRole('region', { name: 'Bank details' });
  await expect(bank).toContainText('••••••••8871');
  await bank.getByRole('button', { name: 'Edit bank details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit bank details' });
  // "bank details open blank and default to US for a Canadian company"
  await expect(dialog.getByLabel('Account holder')).toHaveValue('Prairie Truck Stops Ltd.');
  await expect(dialog.getByLabel('Country')).toHaveValue('CA');
  await dialog.getByLabel('Account holder').fill('Prairie Truck Stops Inc.');
  await dialog.getByLabel('Country').selectOption('US');
  await dialog.getByLabel('Account number').fill('000123456789');
  await dialog.getByLabel('ABA routing number').fill('02100002');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('ABA routing number must be exactly 9 digits')).toBeVisible();
  // "ABA routing numbers are not checksum-checked"
  await dialog.getByLabel('ABA routing number').fill('021000022');
  await expect(dialog.getByText('This ABA routing number is not valid (its check digit does not match)')).toBeVisible();
  await dialog.getByLabel('ABA routing number').fill('021000021');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Bank details saved')).toBeVisible();
  await expect(bank).toContainText('••••••••6789');
  await expect(bank).toContainText('•••••0021');
  await expect(bank).not.toContainText('000123456789');
});

test('an owner adds an agreement (the expiry date cannot come before the signing) and it is listed beside the insurance', async ({ page }) => {
  await signIn(page, USERS.owner);
  await openFromMenu(page, 'Company Profile', 'Administrator');
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('row', { name: /certificate-of-insurance\.pdf/ })).toContainText('Insurance');
  await documents.getByRole('button', { name: 'Add document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add document' });
  await dialog.getByLabel('Document').selectOption('agreement');
  await dialog.getByLabel('Signed on').fill('2026-06-01');
  await dialog.getByLabel('Expires on').fill('2026-05-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Expiry date cannot be before the signed date')).toBeVisible();
  await expect(dialog.getByText('Upload the document')).toBeVisible();
  await dialog.getByLabel('Expires on').fill('2027-06-01');
  await dialog.getByLabel('File (PDF or image)').setInputFiles({ name: 'parking-agreement.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByText('parking-agreement.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Document added')).toBeVisible();
  await expect(documents.getByRole('row', { name: /parking-agreement\.pdf/ })).toContainText('Agreement');
});

test('the platform edits another organisation from its detail page', async ({ page }) => {
  await signIn(page, USERS.admin, '/organizationdetails/3');
  await page.getByRole('link', { name: 'Edit organization' }).click();
  await expect(page).toHaveURL(/\/organizationDetails\/editOrganization\?orgId=3$/);
  const record = page.getByRole('form', { name: 'Company record' });
  await expect(record.getByLabel('Organization name')).toHaveValue('Northline Freight');
  await record.getByLabel('City').fill('Winnipeg');
  await record.getByRole('button', { name: 'Save company record' }).click();
  await expect(page.getByText('Company record saved')).toBeVisible();
});
