import type { Image, ImageReference, Link, LinkReference, Nodes, Root } from 'mdast';

// An image in model output, a share link or a saved result that points at
// another server would be fetched by every reader's browser: its author learns
// who read it and when, and a prompt-injected model can leak the conversation
// through the image's URL. So a Markdown image whose address is not on this
// site becomes a plain link to that address, which the reader may follow or not.

/** True for an address another server answers: any scheme (http:, https:, data:, javascript:…) or a protocol-relative //host. */
export function isRemoteImageUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url.trim()) || /^[\\/]{2}/.test(url.trim());
}

/** The link an image becomes: its alt text (or its address) as the text. */
function asLink(image: Image): Link {
  return { type: 'link', url: image.url, title: image.title ?? null, children: [{ type: 'text', value: image.alt || image.url }], position: image.position };
}

/** The same for ![alt][ref]: a link to the reference (resolved against its definition as links are). */
function asLinkReference(image: ImageReference): LinkReference {
  return { type: 'linkReference', identifier: image.identifier, label: image.label, referenceType: image.referenceType, children: [{ type: 'text', value: image.alt || image.label || image.identifier }], position: image.position };
}

/** The address each reference name points at, from the tree's definitions. */
function definitions(tree: Root): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of walk(tree)) if (node.type === 'definition') found.set(node.identifier, node.url);
  return found;
}

/** Every node of the tree, parents first, with an explicit stack: no nesting can overflow the call stack. */
function* walk(tree: Root): Generator<Nodes> {
  const stack: Nodes[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    yield node;
    if ('children' in node) for (const child of node.children) stack.push(child);
  }
}

/**
 * Rewrites the tree in place: every image (inline or by reference) whose
 * address is remote becomes a link. Relative addresses (this site's own
 * files) stay images.
 */
export function remoteImagesToLinks(tree: Root): Root {
  const urls = definitions(tree);
  for (const node of walk(tree)) {
    if (!('children' in node)) continue;
    const children = node.children as Nodes[];
    for (const [i, child] of children.entries()) {
      if (child.type === 'image' && isRemoteImageUrl(child.url)) children[i] = asLink(child);
      else if (child.type === 'imageReference' && isRemoteImageUrl(urls.get(child.identifier) ?? '')) children[i] = asLinkReference(child);
    }
  }
  return tree;
}

/** remoteImagesToLinks as a unified (remark) plugin, for every Markdown pipeline: the page's view, the exports, the editor's input. */
export function remarkRemoteImagesToLinks() {
  return (tree: Root) => {
    remoteImagesToLinks(tree);
  };
}
