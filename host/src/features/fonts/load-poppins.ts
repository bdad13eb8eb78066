import regular from '@fontsource/poppins/files/poppins-latin-400-normal.woff2';
import medium from '@fontsource/poppins/files/poppins-latin-500-normal.woff2';
import semibold from '@fontsource/poppins/files/poppins-latin-600-normal.woff2';
import bold from '@fontsource/poppins/files/poppins-latin-700-normal.woff2';

/** The weights the console uses, served from our own origin (no font CDN). */
const FACES: ReadonlyArray<[weight: string, url: string]> = [
  ['400', regular],
  ['500', medium],
  ['600', semibold],
  ['700', bold],
];

/**
 * Registers Poppins (SPEC §9) with the browser. The browser fetches a weight only when text uses
 * it, and shows the fallback font until then (`display: swap`), so this never delays the start.
 */
export function loadPoppins(doc: Document = document): void {
  if (typeof FontFace === 'undefined' || !doc.fonts) return;
  for (const [weight, url] of FACES) {
    doc.fonts.add(new FontFace('Poppins', `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap' }));
  }
}

/** The weights besides the body's that the console's shell and pages show (medium labels, semibold headings). */
const CONSOLE_WEIGHTS = ['500', '600'] as const;

/**
 * Loads the console's other weights before it is shown: during the guard's wait the console is
 * rendered hidden, and hidden text asks for no font, so they were fetched only once the page
 * appeared, which then repainted its text in them and could move it (issue 6: a layout shift on
 * /mapDashboard). A failure leaves the fallback font, as `swap` does.
 */
export function loadConsoleFonts(doc: Document = document): void {
  if (!doc.fonts) return;
  for (const weight of CONSOLE_WEIGHTS) doc.fonts.load(`${weight} 12px Poppins`).catch(() => undefined);
}
