import { menuTarget } from './menu-keys';

const ITEMS = ['Profile', 'Language', 'Change Password', 'Switch Organization', 'Logout'];

describe('menuTarget (WAI-ARIA menu keys)', () => {
  it('Down and Up move one item and wrap around the ends', () => {
    expect(menuTarget('ArrowDown', 0, ITEMS)).toBe(1);
    expect(menuTarget('ArrowDown', 4, ITEMS)).toBe(0);
    expect(menuTarget('ArrowUp', 1, ITEMS)).toBe(0);
    expect(menuTarget('ArrowUp', 0, ITEMS)).toBe(4);
  });

  it('with no item focused, Down goes to the first and Up to the last', () => {
    expect(menuTarget('ArrowDown', -1, ITEMS)).toBe(0);
    expect(menuTarget('ArrowUp', -1, ITEMS)).toBe(4);
  });

  it('Home and End go to the ends', () => {
    expect(menuTarget('Home', 3, ITEMS)).toBe(0);
    expect(menuTarget('End', 1, ITEMS)).toBe(4);
  });

  it('a letter goes to the next item starting with it, whatever its case, and walks items sharing it', () => {
    expect(menuTarget('c', 0, ITEMS)).toBe(2);
    expect(menuTarget('L', 0, ITEMS)).toBe(1);
    expect(menuTarget('l', 1, ITEMS)).toBe(4);
    expect(menuTarget('l', 4, ITEMS)).toBe(1);
  });

  it('a letter no item starts with, Space, Enter and other keys leave the focus alone', () => {
    expect(menuTarget('z', 0, ITEMS)).toBeNull();
    expect(menuTarget(' ', 0, ITEMS)).toBeNull();
    expect(menuTarget('Enter', 0, ITEMS)).toBeNull();
    expect(menuTarget('ArrowRight', 0, ITEMS)).toBeNull();
  });

  it('an empty menu has nowhere to go', () => {
    expect(menuTarget('ArrowDown', -1, [])).toBeNull();
  });
});
