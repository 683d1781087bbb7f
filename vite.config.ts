import fs from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, loadEnv, searchForWorkspaceRoot, type Plugin } from 'vite';
import { publicBuildDefines } from './scripts/lib/public-build-settings.ts';
import { cssOnlyPreload } from './scripts/vite/css-only-preload.ts';
import { devGateway } from './scripts/vite/dev-gateway.ts';
import { iconSprite } from './scripts/vite/icon-sprite.ts';
import { noStackTracesAtLoad } from './scripts/vite/no-stack-traces-at-load.ts';

export default defineConfig(({ mode }) => ({
  plugins: [cssOnlyPreload(), devGateway(), iconSprite(), noStackTracesAtLoad(), reactRouter(), allowEntryExtension()],
  // No preload lists inside chunks for their lazy imports: every lazy chunk carried one
  // (__vite__mapDeps), which cost the first-JS budget more than the round trip it saves, and
  // each page's own modules are already preloaded by React Router (scripts/defer-hydration.ts).
  build: {
    modulePreload: false,
    rolldownOptions: {
      // The renderer map (renderer-components.tsx) imports every renderer lazily, while the pages of
      // their own (the editor, text to image, the title search) import theirs directly, and the
      // favourite star is lazy on the tool page but direct on the home page: the lazy import then
      // defers rendering, not a chunk, which is what is meant, so the warning says nothing new.
      checks: { ineffectiveDynamicImport: false },
      output: {
        // Small shared modules in one chunk per group instead of one chunk each: a page's first
        // JavaScript has a budget (docs/commands.md, measure:js) and each tiny chunk costs its own
        // imports, exports and gzip framing, and a line in every route of the route manifest.
        // tool-shared: what every tool page and the pages of their own (the editor, text to image)
        // share; site-shared: what the root layout imports, which every page loads anyway. Their
        // dependencies (React) stay in their own chunks.
        codeSplitting: {
          groups: [
            { name: 'tool-shared', test: isToolSharedModule, includeDependenciesRecursively: false },
            { name: 'site-shared', test: isSiteSharedModule, includeDependenciesRecursively: false },
            // The AI Text Editor's engine in two chunks, which the editor page evaluates a task apart
            // (renderers/editor/ai-text-editor.tsx): ProseMirror, then TipTap. As one chunk with the
            // editor's own code, evaluating it was one long task of about 80 ms on a throttled phone.
            // TipTap's own dependencies go with it: left in the editor's chunk, they made a cycle
            // between the chunks, and TipTap's modules ran before what they import.
            { name: 'prosemirror', test: /[\\/]node_modules[\\/](@tiptap[\\/]pm|prosemirror-[^\\/]+|orderedmap|rope-sequence|w3c-keyname)[\\/]/, includeDependenciesRecursively: false },
            { name: 'tiptap', test: /[\\/]node_modules[\\/](@tiptap[\\/](?!pm[\\/])[^\\/]+|linkifyjs|fast-equals|use-sync-external-store|@floating-ui[\\/][^\\/]+)[\\/]/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // Only SITE_* settings (public by definition) are read from .env into the build.
  define: publicBuildDefines({ ...loadEnv(mode, process.cwd(), 'SITE_'), ...pickSite(process.env) }),
  // npm run dev: find every dependency of the browser app at start-up, lazy chunks included. Found
  // one page at a time instead, each new one re-bundles the others and the first load fails with
  // "504 Outdated Optimize Dep". Server-only modules are left out (they import Node built-ins).
  optimizeDeps: { entries: ['src/**/*.{ts,tsx}', '!src/**/*.server.{ts,tsx}', '!src/entry.server.tsx'] },
  // node_modules may be a link to elsewhere (a git worktree, a shared install): Vite may still serve it.
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), fs.realpathSync('node_modules')] } },
}));

function pickSite(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('SITE_')));
}

const TOOL_SHARED_MODULES = [
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](square|send)\.m?js$/,
  /[\\/]engine[\\/]validation[\\/]clean-text\.ts$/,
  /[\\/]engine[\\/]format[\\/]format-count\.ts$/,
  /[\\/]src[\\/]features[\\/]tool-page[\\/]own-route-tool\.ts$/,
  /[\\/]src[\\/]features[\\/]generation[\\/](use-stream-request|lazy-stream-generation)\.ts$/,
  /[\\/]engine[\\/]generation[\\/]generation-reducer\.ts$/,
  /[\\/]src[\\/]features[\\/]common[\\/](error-box|stop-or-generate)\.tsx$/,
  /[\\/]src[\\/]features[\\/]api[\\/](offline|use-request-signal)\.ts$/,
  /[\\/]zustand[\\/]esm[\\/]vanilla\.mjs$/,
  // The tool page and its lazy result area both tell an allowance refusal: one tiny module, not a chunk of its own.
  /[\\/]engine[\\/]errors[\\/]quota-rejections\.ts$/,
  // Every tool page and both pages of their own load these three first (the error box's icon and
  // first-paint texts, the request that ends when the visitor leaves): one group, not three chunks.
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]circle-exclamation-point\.m?js$/,
  /[\\/]engine[\\/]errors[\\/]first-paint-messages\.ts$/,
  /[\\/]src[\\/]features[\\/]api[\\/]use-abort-on-leave\.ts$/,
];

function isToolSharedModule(id: string): boolean {
  return TOOL_SHARED_MODULES.some((pattern) => pattern.test(id));
}

/** Modules the root layout imports statically (header, footer, likes, the icon factory): loaded by every page. */
const SITE_SHARED_MODULES = [
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*)\.m?js$/,
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]chevron-down\.m?js$/,
  /vite[\\/]preload-helper/,
  /[\\/]src[\\/]features[\\/]likes[\\/]lazy-likes\.tsx$/,
  /[\\/]src[\\/]features[\\/]config[\\/](site-contact\.tsx|use-public-config\.ts)$/,
  /[\\/]src[\\/]features[\\/]lazy[\\/](when-idle|lazy-part)\.ts$/,
  /[\\/]src[\\/]features[\\/]seo[\\/]page-meta\.ts$/,
  // The interface messages' hooks and formatter, the locale table's path helpers: every page's layout reads them.
  /[\\/]src[\\/]i18n[\\/](use-messages|use-page-languages|format-message)\.ts$/,
  /[\\/]src[\\/]features[\\/]i18n-seo[\\/](lazy-language-switcher\.tsx|language-banner-slot\.tsx|locale-home-redirect\.tsx)$/,
  /[\\/]engine[\\/]i18n[\\/]locale(s|-ids)\.ts$/,
  // The site's name, read by the header of every page: a 60-byte chunk of its own cost more in framing than in text.
  /[\\/]src[\\/]site-config\.ts$/,
];

function isSiteSharedModule(id: string): boolean {
  return SITE_SHARED_MODULES.some((pattern) => pattern.test(id));
}

/**
 * The tool-shared group leaves its modules' dependencies in their own chunks, which Rolldown allows
 * only when an entry (a route module) may gain exports; React Router sets "exports-only" and reads
 * only the exports it knows, so an extra one is harmless.
 */
function allowEntryExtension(): Plugin {
  return {
    name: 'allow-entry-extension',
    apply: 'build',
    options(options) {
      if (options.preserveEntrySignatures === 'exports-only') options.preserveEntrySignatures = 'allow-extension';
    },
  };
}
