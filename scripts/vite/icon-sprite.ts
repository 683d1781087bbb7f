import crypto from 'node:crypto';
import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { ICON_NAMES } from '../../engine/catalogue/icon-names.ts';

export const ICON_SPRITE_ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${ICON_SPRITE_ID}`;

function pascalCase(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_, __: string, c: string) => c.toUpperCase());
}

/** One <symbol> per name of engine/catalogue/icon-names.ts, drawn from lucide-react at build time. */
export function renderIconSprite(names: readonly string[] = ICON_NAMES): string {
  const symbols = names.map((name) => {
    // The named exports, aliases included (lucide renames icons and keeps the old names as aliases).
    const icon = (lucide as unknown as Record<string, LucideIcon | undefined>)[pascalCase(name)];
    if (!icon) throw new Error(`icon "${name}" (engine/catalogue/icon-names.ts) is not a lucide-react icon`);
    const svg = renderToStaticMarkup(createElement(icon));
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/**
 * The tool icons as one cached SVG sprite instead of ~100 icon components in the first
 * JavaScript chunk (about 10 KiB gzip). `virtual:icon-sprite` exports its URL, with a content
 * hash so the gateway serves it as immutable, like every file under /assets/.
 */
export function iconSprite(): Plugin {
  let sprite: { source: string; url: string } | undefined;
  const get = () => {
    if (!sprite) {
      const source = renderIconSprite();
      const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 10);
      sprite = { source, url: `/assets/tool-icons-${hash}.svg` };
    }
    return sprite;
  };
  return {
    name: 'icon-sprite',
    resolveId(id) {
      return id === ICON_SPRITE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      return id === RESOLVED_ID ? `export const ICON_SPRITE_URL = ${JSON.stringify(get().url)};\n` : null;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== get().url) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(get().source);
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: get().url.slice(1), source: get().source });
    },
  };
}
