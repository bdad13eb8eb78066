import type { SystemStyleObject } from '@chakra-ui/react';
import { breadcrumbSlotRecipe, buttonRecipe, linkRecipe } from '@chakra-ui/react/theme';
import { DRAWER_WIDTH, SHELL_HEADER_HEIGHT } from '@haulstop/shared/constants';

// The look of the signed-in frame (header, drawer, main area, footer), given once to the whole
// console (system.ts's global CSS) so that the frame is drawn with plain elements: a Chakra element
// resolves and serialises its styles each time it is drawn, and the frame (a drawer of twenty-odd
// links, the header, the footer) drew about a hundred of them in the first signed-in commit, on
// every page. Each part is named by its `data-part`; the looks are Chakra's own recipes (button,
// link, breadcrumb) so a plain element looks as the component did.

type Style = SystemStyleObject;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The styles merged key by key, the later winning (a recipe's base, then its size, then its variant). */
export function mergeStyles(...styles: readonly (Style | undefined)[]): Style {
  const out: Record<string, unknown> = {};
  for (const style of styles) {
    for (const [key, value] of Object.entries(style ?? {})) {
      const before = out[key];
      out[key] = isObject(value) && isObject(before) ? mergeStyles(before as Style, value as Style) : value;
    }
  }
  return out as Style;
}

const button = buttonRecipe as unknown as { base: Style; variants: { size: Record<string, Style>; variant: Record<string, Style> } };
const link = linkRecipe as unknown as { base: Style; variants: { variant: Record<string, Style> } };
const breadcrumb = breadcrumbSlotRecipe as unknown as {
  base: Record<string, Style>;
  variants: { size: Record<string, Record<string, Style>>; variant: Record<string, Record<string, Style>> };
};

/** Chakra's Button of that size and variant, in the palette given. */
const buttonLook = (size: string, variant: string, colorPalette = 'gray'): Style =>
  mergeStyles(button.base, button.variants.size[size], button.variants.variant[variant], { colorPalette });

/** Chakra's Link (variant plain) in the palette given. */
const linkLook = (colorPalette = 'gray'): Style => mergeStyles(link.base, link.variants.variant.plain, { colorPalette });

/** Chakra's Breadcrumb part (variant plain, size sm). */
const crumbLook = (part: string): Style => mergeStyles(breadcrumb.base[part], breadcrumb.variants.variant.plain[part], breadcrumb.variants.size.sm[part]);

const plainList: Style = { display: 'flex', flexDirection: 'column', gap: '0.5', listStyleType: 'none', m: 0, p: 0 };

export const SHELL_CSS = {
  '[data-part=shell-frame]': { display: 'flex', flexDirection: 'column', minH: '100vh' },
  // The first stop of the keyboard: out of sight until it has the focus.
  '[data-part=shell-skip]': mergeStyles(linkLook(), {
    position: 'absolute',
    left: '-9999px',
    zIndex: 'skipNav',
    _focus: { left: 2, top: 2, bg: 'bg', color: 'accent.fg', p: 2, borderRadius: 'md', outline: '2px solid', outlineColor: 'accent.fg' },
  }),
  '[data-part=shell-body]': { display: 'flex', flex: '1', minH: 0 },
  '[data-part=shell-aside]': {
    w: `${DRAWER_WIDTH}px`,
    flexShrink: 0,
    borderEndWidth: '1px',
    bg: 'bg.subtle',
    overflowY: 'auto',
    position: 'sticky',
    top: `${SHELL_HEADER_HEIGHT}px`,
    alignSelf: 'flex-start',
    maxH: `calc(100vh - ${SHELL_HEADER_HEIGHT}px)`,
  },
  '[data-part=shell-column]': { display: 'flex', flexDirection: 'column', flex: '1', minW: 0 },
  '[data-part=shell-main]': { display: 'block', flex: '1', p: 4, minH: `calc(100vh - ${SHELL_HEADER_HEIGHT}px)`, _focus: { outline: 'none' } },

  // The footer.
  '[data-part=shell-footer]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: 3,
    px: 4,
    py: 2,
    borderTopWidth: '1px',
    color: 'fg.muted',
  },
  '[data-part=shell-footer-links]': { display: 'flex', alignItems: 'center', gap: 4 },
  '[data-part=shell-footer-link]': linkLook('accent'),

  // The drawer's menu.
  '[data-part=shell-nav]': { py: 2 },
  '[data-part=shell-menu-list]': plainList,
  '[data-part=shell-menu-list][hidden]': { display: 'none' },
  '[data-part=shell-menu-link]': mergeStyles(linkLook(), {
    display: 'block',
    py: 2,
    pe: 3,
    ps: 3,
    mx: 2,
    borderRadius: 'md',
    fontWeight: 'normal',
    color: 'fg',
    // The highlight must be visible on its own (≥ 3:1): a bar in the accent colour, not only a tint.
    borderStartWidth: '4px',
    borderStartColor: 'transparent',
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.fg', outlineOffset: '1px' },
    _hover: { bg: 'accent.subtle', textDecoration: 'none' },
  }),
  '[data-part=shell-menu-link][data-nested]': { ps: 7 },
  '[data-part=shell-menu-link][aria-current=page]': { fontWeight: 'semibold', color: 'accent.fg', bg: 'accent.muted', borderStartColor: 'accent.solid' },
  '[data-part=shell-menu-group]': mergeStyles(buttonLook('sm', 'ghost'), {
    width: 'calc(100% - 16px)',
    mx: 2,
    px: 3,
    justifyContent: 'space-between',
    fontWeight: 'semibold',
  }),
  '[data-part=shell-menu-chevron]': { transition: 'transform 0.15s' },
  '[aria-expanded=true] > [data-part=shell-menu-chevron]': { transform: 'rotate(90deg)' },

  // The header.
  '[data-part=shell-header]': {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    h: `${SHELL_HEADER_HEIGHT}px`,
    px: '3',
    bg: 'bg',
    borderBottomWidth: '1px',
    position: 'sticky',
    top: '0',
    zIndex: 'docked',
  },
  '[data-part=shell-icon-button]': mergeStyles(buttonLook('sm', 'ghost'), { px: 0 }),
  '[data-part=shell-logo-link]': mergeStyles(linkLook(), { flexShrink: 0 }),
  '[data-part=shell-logo-link] img': { h: '28px', w: '132px' },
  '[data-part=shell-crumbs-box]': { display: 'flex', flex: '1', minW: '0', overflow: 'hidden' },
  '[data-part=shell-header-end]': { display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 },
  '[data-part=shell-org]': {
    fontWeight: '600',
    color: 'fg',
    maxW: '220px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    display: { base: 'none', sm: 'block' },
  },
  '[data-part=shell-assistant]': buttonLook('sm', 'outline', 'accent'),
  '[data-part=shell-user-button]': mergeStyles(buttonLook('md', 'ghost'), { h: 'auto', py: '1', px: '2', gap: '2', maxW: '260px' }),
  '[data-part=shell-user-names]': { display: 'block', textAlign: 'start', minW: '0', srOnly: { base: true, md: false } },
  '[data-part=shell-user-name], [data-part=shell-user-login]': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '[data-part=shell-user-name]': { fontWeight: '600' },
  '[data-part=shell-user-login]': { fontSize: '11px', color: 'fg.muted' },
  '[data-part=shell-user-anchor]': { position: 'relative' },
  '[data-part=shell-sr-only]': { srOnly: true },
  '[data-part=shell-org-initials]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSize: '28px',
    borderRadius: 'full',
    bg: 'accent.100',
    color: 'accent.700',
    fontWeight: '600',
    fontSize: '11px',
    flexShrink: 0,
  },

  // The breadcrumbs (Chakra's Breadcrumb, size sm).
  '[data-part=shell-crumbs]': { minW: '0' },
  '[data-part=shell-crumbs] ol': mergeStyles(crumbLook('list'), { flexWrap: 'nowrap', m: 0, p: 0 }),
  '[data-part=shell-crumbs] li': mergeStyles(crumbLook('item'), { whiteSpace: 'nowrap' }),
  '[data-part=shell-crumbs] li[aria-hidden]': mergeStyles(crumbLook('separator'), { '& svg': { boxSize: '1em' } }),
  '[data-part=shell-crumbs] li[data-plain]': { color: 'fg.muted' },
  '[data-part=shell-crumbs] a': crumbLook('link'),
} as const satisfies Record<string, SystemStyleObject>;
