import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProseBlock, ProseInline } from './prose-tree.ts';

// The few lines that turn the loader's prose tree into elements: React escapes every string,
// so translated text can never become markup. Site links use the router's Link.

export type ProseSlots = Readonly<Record<string, ReactNode>>;

export function ProseInlines({ nodes, slots = {} }: { nodes: readonly ProseInline[]; slots?: ProseSlots }) {
  return <>{nodes.map((node, i) => <Fragment key={i}>{inlineElement(node, slots)}</Fragment>)}</>;
}

function inlineElement(node: ProseInline, slots: ProseSlots): ReactNode {
  if (typeof node === 'string') return node;
  switch (node.t) {
    case 'strong':
      return <strong><ProseInlines nodes={node.c} slots={slots} /></strong>;
    case 'em':
      return <em><ProseInlines nodes={node.c} slots={slots} /></em>;
    case 'code':
      return <code>{node.v}</code>;
    case 'slot':
      return slots[node.name] ?? null;
    case 'link':
      return node.href.startsWith('/') ? (
        <Link to={node.href}><ProseInlines nodes={node.c} slots={slots} /></Link>
      ) : (
        <a href={node.href}><ProseInlines nodes={node.c} slots={slots} /></a>
      );
  }
}

export function ProseBlocks({ blocks, slots }: { blocks: readonly ProseBlock[]; slots?: ProseSlots }) {
  return <>{blocks.map((block, i) => <Fragment key={i}>{blockElement(block, slots)}</Fragment>)}</>;
}

function blockElement(block: ProseBlock, slots: ProseSlots | undefined): ReactNode {
  switch (block.t) {
    case 'h2':
      return <h2><ProseInlines nodes={block.c} slots={slots} /></h2>;
    case 'h3':
      return <h3><ProseInlines nodes={block.c} slots={slots} /></h3>;
    case 'p':
      return <p><ProseInlines nodes={block.c} slots={slots} /></p>;
    case 'ul':
      return (
        <ul className={block.kind === 'cards' ? 'card-list' : undefined}>
          {block.items.map((item, i) => (
            <li key={i} className={block.kind === 'cards' ? 'card' : undefined}>
              {block.kind === 'tight' && item[0]?.t === 'p' ? <ProseInlines nodes={item[0].c} slots={slots} /> : <ProseBlocks blocks={item} slots={slots} />}
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className="markdown">
          <table>
            <thead>
              <tr>{block.head.map((cell, i) => <th key={i} scope="col"><ProseInlines nodes={cell} slots={slots} /></th>)}</tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>{row.map((cell, i) => <td key={i}><ProseInlines nodes={cell} slots={slots} /></td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
