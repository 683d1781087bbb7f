import { registry } from '../../engine/registry/registry.ts';
import { loadMessages, type PageMessages } from './load-messages.server.ts';
import { NAMESPACES, TOOL_PAGE_NAMESPACES, type Namespace } from './namespaces.ts';
import { localeOfRequest } from './page-locale.server.ts';

// Route loaders only: a tool page's messages, the frame's and its renderer's (renderer.json
// `messages`), in the page's language.

function isNamespace(name: string): name is Namespace {
  return (NAMESPACES as readonly string[]).includes(name);
}

/** The namespaces a renderer declares in its renderer.json (`messages`); an unknown name fails the build. */
export function rendererNamespaces(renderer: string): Namespace[] {
  const declared = registry.renderers[renderer]?.messages ?? [];
  for (const name of declared) if (!isNamespace(name)) throw new Error(`renderers/${renderer}/renderer.json names a message namespace "${name}" that src/i18n/namespaces.ts does not have`);
  return declared.filter(isNamespace);
}

export function toolPageMessages(request: Request, renderer: string): PageMessages {
  return loadMessages(localeOfRequest(request), [...TOOL_PAGE_NAMESPACES, ...rendererNamespaces(renderer)]);
}
