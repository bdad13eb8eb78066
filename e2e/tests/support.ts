import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Haulstop#2026';

export const USERS = {
  admin: 'admin@haulstop.test',
  owner: 'owner@haulstop.test',
  manager: 'manager@haulstop.test',
  carrier: 'carrier@haulstop.test',
  dispatch: 'dispatch@haulstop.test',
  broker: 'broker@haulstop.test',
} as const;

/** Logs in through the login page as a person would, and waits for the landing page. */
export async function loginAs(page: Page, loginId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(loginId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}
