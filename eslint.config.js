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
];

export default tseslint.config(
  { ignores: ['build/', '.e2e-build/', 'reports/', 'node_modules/', '.react-router/', 'engine/validation/generated/', 'test-results/', 'playwright-report/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, local: { rules: { 'no-type-cycle': noTypeCycle } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
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
