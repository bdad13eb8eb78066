// Poppins itself (the four weights, from our own origin) is declared by public/index.html,
// whose start script also fetches them for the login page's copy.

/** The weights besides the body's that the console's shell and pages show (medium labels, semibold headings). */
const CONSOLE_WEIGHTS = ['500', '600'] as const;

/**
 * Loads the console's other weights before it is shown: during the guard's wait the console is
 * rendered hidden, and hidden text asks for no font, so they were fetched only once the page
 * appeared, which then repainted its text in them and could move it (a layout shift on
 * /mapDashboard). A failure leaves the fallback font, as `swap` does.
 */
export function loadConsoleFonts(doc: Document = document): void {
  if (!doc.fonts) return;
  for (const weight of CONSOLE_WEIGHTS) doc.fonts.load(`${weight} 12px Poppins`).catch(() => undefined);
}
