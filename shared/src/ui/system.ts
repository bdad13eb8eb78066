import { createSystem, createSystemSteps, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { CHAKRA_GLOBAL_RULES } from './chakra-global-css';
import { CELL_LINK_CSS, STATUS_BADGE_CSS } from './data/plain-styles';
import { SHELL_CSS } from './shell-styles';

/**
 * Chakra's colour palettes the console never names (ui-palettes.test.ts keeps it so): left out of
 * the system, whose creation turns every token into a CSS variable on the main thread when the
 * console starts (~30 % of that work on /mapDashboard went to these five palettes).
 */
export const UNUSED_PALETTES = ['teal', 'cyan', 'purple', 'pink', 'yellow'] as const;

const withoutUnusedPalettes = <T extends Record<string, unknown>>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !(UNUSED_PALETTES as readonly string[]).includes(name))) as T;

/** A utility's values given as a function of the token dictionary, as Chakra's colour utilities give theirs. */
type UtilityValues = NonNullable<NonNullable<typeof defaultBaseConfig.utilities>[string]>['values'];
type ColorValues = Extract<NonNullable<UtilityValues>, (...args: never[]) => unknown>;

/**
 * Chakra's base config with its colour utilities (background, color, borderColor, fill… 27 of them)
 * sharing one table of colour values. Each names the same function, which copies every colour
 * token (~190 on the console's theme) into a new object per utility when the system is made: about
 * a third of making it, on the main thread as the console starts. The copies are only ever read,
 * and the token dictionary answers one object per category, so one copy per dictionary gives the
 * same values (color-utilities.test.ts compares the styles made either way).
 */
export function withSharedColorValues(base: typeof defaultBaseConfig): typeof defaultBaseConfig {
  const utilities = base.utilities ?? {};
  const colorValues = utilities.background?.values as ColorValues | undefined;
  if (typeof colorValues !== 'function') return base;
  const tables = new WeakMap<object, ReturnType<ColorValues>>();
  const shared: ColorValues = (theme) => {
    const colors: unknown = theme('colors');
    if (!colors || typeof colors !== 'object') return colorValues(theme);
    let values = tables.get(colors);
    if (!values) tables.set(colors, (values = colorValues(theme)));
    return values;
  };
  return {
    ...base,
    utilities: Object.fromEntries(
      Object.entries(utilities).map(([name, utility]) => [name, utility?.values === colorValues ? { ...utility, values: shared } : utility]),
    ),
  };
}

// Chakra's default theme with ONLY the recipes of the components the console uses: the full
// default config bundles ~80 recipes (a large share of the initial JS on every page).
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
    },
  },
});

/** The console's theme: Poppins 12 px and the accent #2C7EF4, on Chakra's defaults. */
const config = defineConfig({
  globalCss: {
    'html, body': { fontFamily: 'Poppins, system-ui, sans-serif', fontSize: '12px' },
    ...STATUS_BADGE_CSS,
    ...CELL_LINK_CSS,
    ...SHELL_CSS,
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'Poppins, system-ui, sans-serif' },
        body: { value: 'Poppins, system-ui, sans-serif' },
      },
      colors: {
        accent: {
          50: { value: '#EAF2FE' },
          100: { value: '#CFE1FD' },
          200: { value: '#A4C6FA' },
          300: { value: '#76A9F8' },
          400: { value: '#4E91F6' },
          500: { value: '#2C7EF4' },
          600: { value: '#1C65CF' },
          700: { value: '#154DA0' },
          800: { value: '#0F3772' },
          900: { value: '#092145' },
          950: { value: '#05132A' },
        },
      },
    },
    semanticTokens: {
      colors: {
        accent: {
          // SPEC §9's accent stays the fill; white text on it is 3.89:1 (fails AA), the darkest
          // accent is 4.8:1 on it. Text in the accent colour on white uses `fg` (8.6:1).
          solid: { value: '{colors.accent.500}' },
          contrast: { value: '{colors.accent.950}' },
          fg: { value: '{colors.accent.700}' },
          muted: { value: '{colors.accent.100}' },
          subtle: { value: '{colors.accent.50}' },
          emphasized: { value: '{colors.accent.200}' },
          focusRing: { value: '{colors.accent.500}' },
        },
        // A field's message in Chakra's red.500 is 3.8:1 on white (axe: fails AA for 12 px text);
        // red.700 is 6.5:1.
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
  },
});

let made: ReturnType<typeof createSystem> | undefined;
let making: Generator<void, ReturnType<typeof createSystem>, void> | undefined;

/** One more step of making the console's system (Chakra's createSystemSteps): true once it is made. */
function makeStep(): boolean {
  if (made) return true;
  // The three configs given as they are: createSystem merges (deep-clones) them once; merging two first cloned the theme twice.
  making ??= createSystemSteps(withSharedColorValues(defaultBaseConfig), themeConfig, config);
  const step = making.next();
  if (!step.done) return false;
  made = step.value;
  making = undefined;
  return true;
}

/**
 * The console's Chakra system, made on first use rather than when this module is evaluated: making
 * it (every token a CSS variable) is the longest piece of the console's start. A call finishes at
 * once what makeConsoleSystemInTasks left unmade.
 */
export function consoleSystem(): ReturnType<typeof createSystem> {
  while (!makeStep());
  return made as ReturnType<typeof createSystem>;
}

/**
 * Makes the console's system one step per task, `nextTask` before each: made at once it held the
 * main thread ~25 ms at 1× CPU on a cold start (~70–100 ms at a mid-range phone's speed, 20–50 ms
 * of it Lighthouse's blocking time); none of its ten steps (merging the configs, the token
 * dictionary's seven, the utilities, the rest) reached 15 ms in traces at 1×. The host starts it
 * when the guarded area's code has run.
 */
export async function makeConsoleSystemInTasks(nextTask: () => Promise<void>): Promise<void> {
  do await nextTask();
  while (!makeStep());
}

/** The stylesheet that holds the console's global styles (CHAKRA_GLOBAL_RULES), once per document. */
export const GLOBAL_CSS_ATTRIBUTE = 'data-haulstop-chakra-global';

/**
 * Puts the console's global styles in the page as one stylesheet, before the components' styles
 * (emotion's), as Chakra's provider would place them; a second call finds it there.
 */
export function insertChakraGlobalCss(doc: Document): void {
  if (doc.head.querySelector(`style[${GLOBAL_CSS_ATTRIBUTE}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(GLOBAL_CSS_ATTRIBUTE, '');
  style.textContent = CHAKRA_GLOBAL_RULES.join('');
  doc.head.insertBefore(style, doc.head.querySelector('style[data-emotion]'));
}

let provided: ReturnType<typeof createSystem> | undefined;

/**
 * The system the console's provider is given: the console's, whose global styles (the layers'
 * order, the preflight, the global CSS, every token as a CSS variable) are already in the page as
 * one stylesheet built ahead (chakra-global-css.ts), so Chakra's provider inserts none of them.
 * Made at start, they held the main thread ~90 ms on a cold /mapDashboard at 1× CPU: building them
 * in createSystem (~40 % of it), then emotion serialising and compiling ~44 KB of CSS in one
 * commit. The browser parses the prepared text in a few milliseconds.
 */
export function providedConsoleSystem(doc: Document = document): ReturnType<typeof createSystem> {
  if (!provided) {
    const system = consoleSystem();
    insertChakraGlobalCss(doc);
    // A copy of the system's properties (the global styles' getter copied, not read), with no
    // global styles and no layer-order statement for the provider to insert.
    provided = Object.defineProperties(
      {},
      {
        ...Object.getOwnPropertyDescriptors(system),
        _global: { value: [], enumerable: true },
        _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
      },
    ) as ReturnType<typeof createSystem>;
  }
  return provided;
}
