import { STATUS_COLOR_HEX, type StatusColor } from '@haulstop/shared/status';

// The look of the pieces a list repeats on every row, given once to the whole console (system.ts's
// global CSS) so that each is a plain element: a Chakra element resolves its styles each time it is
// drawn, and a page of a list drew twenty of these for nothing (paging /reservations).

// Text on the SPEC §4 colours: white reads on green, red and grey; the yellow needs dark text.
const TEXT_ON: Readonly<Record<StatusColor, string>> = { green: 'white', red: 'white', grey: 'white', yellow: '#1A1A1A' };

/**
 * StatusBadge's look: Chakra's Badge (size sm, its recipe's base) with the pill shape, the wider
 * padding and the SPEC §4 colour of its `data-status-color`.
 */
export const STATUS_BADGE_CSS = {
  '[data-part=status-badge]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontWeight: 'medium',
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textStyle: 'xs',
    minH: '5',
    px: '2',
    borderRadius: 'full',
    textTransform: 'none',
  },
  ...Object.fromEntries(
    (Object.keys(STATUS_COLOR_HEX) as StatusColor[]).map((color) => [
      `[data-part=status-badge][data-status-color=${color}]`,
      { bg: STATUS_COLOR_HEX[color], color: TEXT_ON[color] },
    ]),
  ),
} as const;

/** CellLink's look: Chakra's Link (variant plain) in the accent colour, its focus ring included. */
export const CELL_LINK_CSS = {
  'a[data-part=cell-link]': {
    display: 'inline-flex',
    alignItems: 'center',
    outline: 'none',
    gap: '1.5',
    cursor: 'pointer',
    borderRadius: 'l1',
    focusVisibleRing: 'outside',
    color: 'accent.fg',
    _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', textDecorationColor: 'currentColor/20' },
  },
} as const;
