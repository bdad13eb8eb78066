import { TextDecoder, TextEncoder } from 'node:util';

/*
 * Browser APIs jsdom lacks: react-router encodes with TextEncoder; Chakra's positioning
 * (floating-ui) observes sizes and scrolls items into view. A jest `setupFiles` entry, so it runs
 * before any test module loads.
 */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const g = globalThis as unknown as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
g.ResizeObserver ??= NoopResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
