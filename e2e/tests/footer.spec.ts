import { expect, test } from '@playwright/test';
import { USERS, signIn } from './support';

test('the footer says All Rights Reserved. and links to the two PDF documents', async ({ page, request }) => {
  await signIn(page, USERS.owner);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('All Rights Reserved.');
  for (const [name, href] of [
    ['Terms & Conditions', '/documents/terms-and-conditions.pdf'],
    ['Privacy Policy', '/documents/privacy-policy.pdf'],
  ]) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href);
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});
