// Chromium as the e2e suite and the benches launch it: Debian's Chromium, never a browser
// downloaded by Playwright (these machines cannot fetch one), with flags that keep it from reaching
// for hosts this closed network refuses while a page is tested or measured.

/** The Chromium to launch: CHROMIUM_PATH when set, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and nothing of its own on the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
