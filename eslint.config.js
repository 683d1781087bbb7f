// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noTypeCycle from './eslint-rules/no-type-cycle.js';

// Imports flow one way: tools (data) -> engine -> src (browser) and server (gateway).
// engine is pure TypeScript: no React, no browser app, no server.
const layerZones = [
  { target: './engine', from: './src', message: 'engine/ must not import the browser app (src/).' },
  { target: './engine', from: './server', message: 'engine/ must not import the gateway (server/).' },
  { target: './src', from: './server', message: 'src/ runs in the browser and must not import server/.' },
  { target: './server', from: './src', message: 'server/ must not import the browser app (src/).' },
  { target: './tools', from: ['./src', './server', './engine'], message: 'tools/ holds data only.' },
  // A renderer folder holds both sides: its route (gateway code: may import server/ and engine/) and
  // its page with its parts (browser code: may import src/ and engine/), never mixed. The app and
  // the gateway reach a renderer only through their globs (src/features/renderers/, the styles'
  // src/styles/renderer-styles.ts, server/renderer-routes.ts); the one direct import allowed is a
  // renderer's own page module (renderer.json ownPageModule, in src/routes/) taking its component.
  { target: './src', from: './renderers/*/route.ts', message: 'src/ runs in the browser and must not import a renderer route (gateway code).' },
  { target: ['./src/!(routes)/**/*', './src/*.{ts,tsx}'], from: './renderers', message: 'src/ reaches a renderer through the globs of src/features/renderers/ only (own page modules in src/routes/ aside).' },
  { target: './server', from: './renderers', message: 'server/ mounts renderer routes through the glob of server/renderer-routes.ts only.' },
  { target: './renderers/*/route.ts', from: './src', message: 'A renderer route is gateway code: it must not import browser code.' },
  { target: './renderers/*/route.ts', from: './renderers/*/!(route).{ts,tsx}', message: 'A renderer route is gateway code: it must not import the renderer\'s browser code.' },
  { target: './renderers/*/!(route).{ts,tsx}', from: './server', message: 'A renderer page and its parts run in the browser and must not import gateway code.' },
  { target: './renderers/*/!(route).{ts,tsx}', from: './renderers/*/route.ts', message: 'A renderer page and its parts run in the browser and must not import gateway code.' },
  { target: './engine', from: './renderers', message: 'engine/ reads renderer declarations by glob only, never a renderer module.' },
];

// A page feature's modules are that page's own parts: no other feature imports them (the renderer
// map, which wires each renderer's page component, is the one exception). A part two features
// use lives in src/features/common/ (or in a feature of its own that imports no page feature).
// A renderer's own parts live in its folder, renderers/<name>/.
const PAGE_FEATURES = ['home', 'tool-page', 'share', 'layout'];
const featureZones = PAGE_FEATURES.map((feature) => ({
  target: `./src/features/!(${feature}|renderers)/**/*`,
  from: `./src/features/${feature}`,
  message: `src/features/${feature}/ holds one page's own parts: move what other features need to src/features/common/.`,
}));

export default tseslint.config(
  { ignores: ['build/', '.e2e-build/', 'reports/', 'node_modules/', '.react-router/', 'engine/validation/generated/', 'test-results/', 'playwright-report/', 'bench/results/', '*.tmp.build/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, local: { rules: { 'no-type-cycle': noTypeCycle } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      // import-x/no-cycle follows value imports (dynamic ones too); local/no-type-cycle adds type-only ones.
      'import-x/no-cycle': 'error',
      'local/no-type-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
  },
  {
    // Small functions with one job: none over 80 lines (blank lines and comments aside).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'engine/**/*.ts', 'renderers/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    ignores: [
      // Page-text components: a legal page is one long text, not logic.
      'src/routes/privacy-policy.tsx',
      'src/routes/cookie-policy.tsx',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react-dom/*', 'react-router', 'react/*'], message: 'engine/ never imports React: keep it pure TypeScript.' },
            { group: ['node:*', 'fs', 'path'], message: 'engine/ runs in the browser too: no Node built-ins.' },
          ],
        },
      ],
    },
  },
);
