import type { ReactNode } from 'react';
import { createElement, Fragment } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact from 'rehype-react';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { remarkRemoteImagesToLinks } from '../../../engine/markdown/remote-images.ts';

// Model output is untrusted: a remote image becomes a link (it would tell its
// author who reads it), remark-rehype drops raw HTML, rehype-sanitize
// (GitHub's schema) strips anything left that could run script, and React
// builds the elements. No innerHTML anywhere.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRemoteImagesToLinks)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeReact, {
    Fragment,
    jsx,
    jsxs,
    components: {
      a: (props: { href?: string; children?: ReactNode }) =>
        createElement('a', { href: props.href, target: '_blank', rel: 'noopener noreferrer nofollow' }, props.children),
    },
  });

export function renderMarkdown(markdown: string): ReactNode {
  return processor.processSync(markdown).result as ReactNode;
}
