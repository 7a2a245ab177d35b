// Stands in for Next's `polyfill-module` (next.config.ts): every browser of the build's target
// (Next's modern browserslist) has these features, so the client ships no polyfills for them.
export {}
