import { data } from 'react-router';
import { sidebarCategory, toolPageData } from '../../../engine/catalogue/client-data.ts';
import { encodeHomeCatalogue } from '../../../engine/catalogue/home-catalogue.ts';
import { localizeCatalogue, type CatalogueView } from '../../../engine/catalogue/localize-catalogue.ts';
import type { SidebarCategory, Tool, ToolPageData } from '../../../engine/catalogue/types.ts';
import { DEFAULT_LOCALE, localizePath, type Locale } from '../../../engine/i18n/locales.ts';
import { localeTexts } from '../../../engine/registry/locale-files.ts';
import { registry } from '../../../engine/registry/registry.ts';

// Route loaders only. They run when the build prerenders a page (manifests are validated
// there, never in the browser); the result is written into that page and its .data file.
// A tool page gets its own tool and its sidebar's links, never the catalogue.
// The .server suffix makes the build fail if a browser module ever imports this file.
//
// Every loader takes the page's locale (English when omitted). In another locale the texts are
// the translations (tools/<id>/locales/<locale>.json, tools/locales/<locale>.json) and each
// tool's `path` is already the address to link to: its page in that locale, or its English page
// when it has no translation there (then marked `lang: 'en'`). Do not prefix these paths again.

const views = new Map<Locale, CatalogueView>();

/** The catalogue in one locale, built once per locale per build. */
function catalogueIn(locale: Locale): CatalogueView {
  let view = views.get(locale);
  if (!view) {
    view = localizeCatalogue(registry, locale, localeTexts(locale));
    views.set(locale, view);
  }
  return view;
}

function pageOf(tool: Tool | undefined, view: CatalogueView): ToolPageData {
  if (!tool) throw data('Tool not found', { status: 404 });
  return toolPageData(tool, view.toolsById);
}

export function loadToolById(id: string | undefined, locale: Locale = DEFAULT_LOCALE): { tool: ToolPageData; sidebar: SidebarCategory | null } {
  const view = catalogueIn(locale);
  const tool = id === undefined ? undefined : view.toolsById.get(id);
  return { tool: pageOf(tool, view), sidebar: tool ? sidebarCategory(tool, view.categories) : null };
}

/**
 * The home page: every category with its cards (summaries only, see ToolSummary), as the text
 * decodeHomeCatalogue reads (engine/catalogue/home-catalogue.ts says why).
 */
export function loadHomeCatalogue(locale: Locale = DEFAULT_LOCALE): { catalogue: string; toolCount: number } {
  const view = catalogueIn(locale);
  return { catalogue: encodeHomeCatalogue(view.categories), toolCount: view.tools.length };
}

/** For a route that is some tool's own page (its manifest `path`): the tool that lives there. */
export function loadToolByPath(url: string, locale: Locale = DEFAULT_LOCALE): ToolPageData {
  // Data requests arrive as /page.data (or /page/_.data with a trailing slash).
  const pathname = new URL(url).pathname.replace(/(\/_)?\.data$/, '').replace(/\/+$/, '') || '/';
  const view = catalogueIn(locale);
  // The address may carry the locale prefix or not (a router that strips it): both find the tool.
  const tool = registry.tools.find((t) => t.path === pathname || localizePath(t.path, locale) === pathname);
  return pageOf(tool && view.toolsById.get(tool.id), view);
}
