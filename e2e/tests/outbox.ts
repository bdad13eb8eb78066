import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** The e2e API's data folder (scripts/e2e-console.mjs writes it to e2e/.data-dir). */
function outboxDir(): string {
  const dataDir = fs.readFileSync(path.join(__dirname, '..', '.data-dir'), 'utf8').trim();
  return path.join(dataDir, 'outbox');
}

async function linkTo(address: string): Promise<string | undefined> {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return undefined;
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
    if (to.toLowerCase().includes(address.toLowerCase())) return /https?:\/\/\S+token=[A-Za-z0-9_-]+\S*/.exec(mail.text ?? '')?.[0];
  }
  return undefined;
}

/** The link of the newest mail to an address, waiting for the mail to arrive. */
export async function mailedLink(address: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(async () => (link = await linkTo(address)), { message: `a mail with a link to ${address}` }).toBeTruthy();
  return link as string;
}

/** The trip links (`<console>/trip/<token>`) mailed to an address, newest first. */
async function tripLinksTo(address: string): Promise<string[]> {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const links: string[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()) {
    const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
    const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
    const link = /https?:\/\/\S+\/trip\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    if (link && to.toLowerCase().includes(address.toLowerCase())) links.push(link);
  }
  return links;
}

/** The newest trip link mailed to a driver that is not one of `known`, waiting for its mail (the trip link job sends it). */
export async function mailedTripLink(address: string, known: readonly string[] = [], timeout = 120_000): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => (link = (await tripLinksTo(address)).find((l) => !known.includes(l))), { message: `a trip link mailed to ${address}`, timeout })
    .toMatch(/\/trip\/[A-Za-z0-9_-]{20,}$/);
  return link as string;
}
