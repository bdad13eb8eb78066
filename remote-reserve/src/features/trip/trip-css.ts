// The driver's trip page look, given once (plain elements: the public page loads no design system,
// as the login page and /globaldashboard do). Values are the console theme's tokens
// (shared/src/ui/system.ts); every control is at least 44 px high, for a thumb on a phone.
export const TRIP_CSS = `
:where(.hs-trip) { text-rendering: optimizeLegibility; -webkit-font-smoothing: antialiased; -webkit-text-size-adjust: 100%; text-size-adjust: 100%; touch-action: manipulation; }
:where(.hs-trip) *, :where(.hs-trip) *::before, :where(.hs-trip) *::after { box-sizing: border-box; margin: 0; padding: 0; border-width: 0; border-style: solid; border-color: #e4e4e7; font: inherit; overflow-wrap: break-word; -webkit-tap-highlight-color: transparent; }
:where(.hs-trip) :where(a) { color: inherit; text-decoration: inherit; }
:where(.hs-trip) :where(button, select) { color: inherit; }
.hs-trip { display: flex; flex-direction: column; gap: 1rem; padding: 1rem; max-width: 36rem; margin-inline: auto; line-height: 1.5; }
.hs-trip h1 { font-family: Poppins, system-ui, sans-serif; font-weight: 600; font-size: 1.25rem; line-height: 1.75rem; }
.hs-trip h2 { font-family: Poppins, system-ui, sans-serif; font-weight: 600; font-size: 0.875rem; line-height: 1.25rem; color: #52525b; }
.hs-trip section { display: flex; flex-direction: column; gap: 0.375rem; padding: 0.875rem; border-width: 1px; border-radius: 0.5rem; background: #fff; }
.hs-trip [data-part=muted] { color: #52525b; font-size: 0.875rem; }
.hs-trip [data-part=code] { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 2rem; font-weight: 700; letter-spacing: 0.2em; }
.hs-trip [data-part=gate-status] { align-self: start; padding: 0.125rem 0.5rem; border-radius: 0.25rem; background: #f4f4f5; font-weight: 600; font-size: 0.875rem; }
.hs-trip [data-part=gate-status][data-status=ON_LOT] { background: #dcfce7; color: #116932; }
.hs-trip [data-part=gate-status][data-status=OVERSTAY], .hs-trip [data-part=gate-status][data-status=NO_SHOW] { background: #fee2e2; color: #991919; }
.hs-trip [data-part=actions] { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.hs-trip :is(button, [data-part=directions]) { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; min-width: 44px; padding-inline: 1.25rem; border-radius: 0.375rem; background: #2c7ef4; color: #05132a; font-weight: 600; cursor: pointer; }
.hs-trip [data-part=directions] { align-self: start; }
.hs-trip [data-part=actions] button[data-variant=outline] { align-self: end; }
.hs-trip button[data-variant=outline] { background: #fff; border-width: 1px; border-color: #a1a1aa; color: #09090b; }
.hs-trip button:disabled { opacity: 0.6; cursor: progress; }
.hs-trip :is(button, select, [data-part=directions]):focus-visible { outline: 2px solid #a1a1aa; outline-offset: 2px; }
.hs-trip label { display: flex; flex-direction: column; gap: 0.25rem; flex: 1 1 10rem; font-size: 0.875rem; font-weight: 500; }
.hs-trip select { min-height: 48px; padding-inline: 0.75rem; font-size: 1rem; border-width: 1px; border-radius: 0.375rem; background: #fff; }
.hs-trip [role=alert] { padding: 0.75rem; border-radius: 0.375rem; background: #fee2e2; color: #991919; }
.hs-trip [data-part=done] { padding: 0.75rem; border-radius: 0.375rem; background: #dcfce7; color: #116932; }
`;
