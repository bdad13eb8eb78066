import { consoleSystem } from './system';

type TokenCssFn = (() => Record<string, unknown>) & { reference?: () => Record<string, unknown> };

/**
 * Chakra is patched (patches/@chakra-ui__react@3.37.0.patch): its token CSS ran css() over
 * every variable, half of createSystem on the console's start; now css() runs on one placeholder
 * per selector and the variables take its place. The CSS must be the same, key for key and in order.
 */
describe("the console's token CSS (patched Chakra)", () => {
  const system = consoleSystem();
  const getTokenCss = system.getTokenCss as TokenCssFn;

  it('is what the original getTokenCss made, in the same order', () => {
    expect(getTokenCss.reference).toBeInstanceOf(Function);
    const original = getTokenCss.reference!();
    expect(JSON.stringify(getTokenCss())).toBe(JSON.stringify(original));
  });

  it('is the CSS the provider injects, and holds every variable, the accent and the dark ones included', () => {
    expect(JSON.stringify(system._global[2])).toBe(JSON.stringify(getTokenCss()));
    const text = JSON.stringify(system._global[2]);
    expect(text).not.toContain('placeholder');
    expect(text).toContain('"--chakra-colors-accent-500":"#2C7EF4"');
    expect(text).toContain('"--chakra-colors-accent-solid":"var(--chakra-colors-accent-500)"');
    const variables = [...system.tokens.cssVarMap.values()].reduce((sum, vars) => sum + vars.size, 0);
    expect(text.match(/"--chakra-[^"]+":/g)).toHaveLength(variables);
  });
});
