import { TextDecoder, TextEncoder } from 'node:util';

// Browser APIs jsdom lacks: react-router encodes with TextEncoder; Chakra observes sizes.
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
