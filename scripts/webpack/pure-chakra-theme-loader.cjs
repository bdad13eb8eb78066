// Chakra's theme module builds its default config from every recipe with `defineConfig(...)`.
// The call has no side effects but is not annotated, so webpack keeps it — and with it ~80
// recipes (≈200 KB minified) — even though the console builds its own slimmer system
// (shared/src/ui/system.ts). Marking the call pure lets webpack drop what is unused.
module.exports = function pureChakraThemeLoader(source) {
  return source.replace(/=\s*defineConfig\(/g, '= /*#__PURE__*/ defineConfig(');
};
