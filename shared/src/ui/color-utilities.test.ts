import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { semanticTokens, tokens } from '@chakra-ui/react/theme';
import { withSharedColorValues } from './system';

type Values = (theme: (category: string) => unknown) => Record<string, string>;
const valuesOf = (config: typeof defaultBaseConfig) => Object.entries(config.utilities ?? {}).map(([name, utility]) => [name, utility?.values] as const);

describe("the design system's colour utilities", () => {
  const chakraColorValues = defaultBaseConfig.utilities?.background?.values as Values;
  const colorUtilities = valuesOf(defaultBaseConfig)
    .filter(([, values]) => values === chakraColorValues)
    .map(([name]) => name);
  const shared = withSharedColorValues(defaultBaseConfig);

  it("take their values from Chakra's one colour-values function, which the shared table replaces everywhere", () => {
    expect(typeof chakraColorValues).toBe('function');
    expect(colorUtilities).toEqual(expect.arrayContaining(['background', 'color', 'borderColor', 'fill', 'stroke', 'outlineColor']));
    const replaced = valuesOf(shared).filter(([name]) => colorUtilities.includes(name));
    expect(new Set(replaced.map(([, values]) => values)).size).toBe(1);
    expect(replaced[0][1]).not.toBe(chakraColorValues);
    // Every other utility is Chakra's, untouched.
    expect(valuesOf(shared).filter(([name]) => !colorUtilities.includes(name))).toEqual(
      valuesOf(defaultBaseConfig).filter(([name]) => !colorUtilities.includes(name)),
    );
  });

  it("answer one table per token dictionary, equal to Chakra's", () => {
    const colors = { 'red.500': 'var(--chakra-colors-red-500)' };
    const theme = (category: string) => (category === 'colors' ? colors : null);
    const values = shared.utilities?.background?.values as Values;
    expect(values(theme)).toBe(values(theme));
    expect(values(theme)).toEqual(chakraColorValues(theme));
    const other = (category: string) => (category === 'colors' ? { ...colors } : null);
    expect(values(other)).not.toBe(values(theme));
  });

  it("make the same styles as Chakra's own, colour mixes and the current background included", () => {
    const theme = defineConfig({ theme: { tokens, semanticTokens } });
    const chakra = createSystem(defaultBaseConfig, theme);
    const ours = createSystem(shared, theme);
    const styles = {
      bg: 'blue.solid',
      color: 'fg.muted',
      borderColor: 'border.emphasized',
      borderTopColor: 'orange.200',
      fill: 'red.600',
      stroke: 'currentColor',
      outlineColor: 'green.300/40',
      caretColor: 'gray.700',
      textDecorationColor: 'red.fg',
      _hover: { bgColor: 'currentBg', color: 'gray.900' },
    };
    expect(ours.css(styles)).toEqual(chakra.css(styles));
    expect(JSON.stringify(ours.css(styles))).toContain('--chakra-colors-blue-solid');
  });
});
