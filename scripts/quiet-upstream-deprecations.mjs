// Loaded with `node --import` by `npm run build` and `npm run dev` (package.json), before
// @react-router/dev runs: it starts Vite servers of its own (to read react-router.config.ts, and a
// child compiler) with `envFile: false`, which Vite 8 reports as deprecated through console.warn on
// every build and dev start. Nothing in this project can act on it, so exactly that message is
// dropped; every other warning passes. Remove once @react-router/dev passes envDir instead.
const UPSTREAM_DEPRECATIONS = ['The `envFile` option is deprecated, please use `envDir: false` instead.'];

const warn = console.warn.bind(console);
console.warn = (...args) => {
  const text = typeof args[0] === 'string' ? args[0] : '';
  if (UPSTREAM_DEPRECATIONS.some((message) => text.includes(message))) return;
  warn(...args);
};
