import { consoleSystem } from './system';

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour a semantic token resolves to in the light theme (the console's only one). */
function resolved(name: string): string {
  const system = consoleSystem();
  let value = String(system.tokens.getByName(name)?.extensions?.conditions?.base ?? system.tokens.getByName(name)?.value);
  for (let i = 0; i < 5 && /^\{.+\}$/.test(value); i++) value = String(system.tokens.getByName(value.slice(1, -1))?.value);
  return value;
}

describe('text colours meet WCAG AA (4.5:1) on white, at the console’s 12 px', () => {
  it("a field's message (fg.error): Chakra's default red.500 is 3.8:1 and axe refused it in a dialog", () => {
    expect(resolved('colors.fg.error')).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(resolved('colors.fg.error'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The check would catch the default.
    expect(contrast(resolved('colors.red.500'), '#ffffff')).toBeLessThan(4.5);
  });
});
