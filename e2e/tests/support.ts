import { expect, type Page } from '@playwright/test';
// The demo users as the seed writes them (one list for the seed, the tests and `npm start`).
import DEMO from '../../api/src/db/demo-users.json';

export const DEMO_PASSWORD = DEMO.password;

export const USERS = Object.fromEntries(Object.entries(DEMO.users).map(([key, user]) => [key, user.loginId])) as Record<keyof typeof DEMO.users, string>;

/** Logs in through the login page as a person would, and waits for the landing page. */
export async function loginAs(page: Page, loginId: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(loginId);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The first sign-in of a run pays scrypt and the landing page's remote on a cold server: allow it more than a step.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible({ timeout: 30_000 });
}

const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const VIN_LETTER_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9];

/** A made-up 17-character VIN (no I, O, Q) with its 9th character set to the check digit the console asks for. */
export function withVinCheckDigit(vin: string): string {
  const sum = [...vin.toUpperCase()].reduce(
    (total, char, index) => total + (/\d/.test(char) ? Number(char) : VIN_LETTER_VALUES[VIN_LETTERS.indexOf(char)]) * VIN_WEIGHTS[index],
    0,
  );
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${vin.slice(0, 8)}${check}${vin.slice(9)}`;
}
