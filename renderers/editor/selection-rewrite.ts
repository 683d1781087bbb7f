import { Extension } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

interface RewriteState {
  from: number;
  to: number;
  /** The streaming span shown in place of the selection; its content is sanitised HTML. */
  element: HTMLElement;
}

type RewriteMeta = { type: 'start'; from: number; to: number; element: HTMLElement } | { type: 'end' };

export const selectionRewriteKey = new PluginKey<RewriteState | null>('selectionRewrite');

/**
 * While a selection action streams, the document is not touched: the selected
 * text is hidden by a decoration and a streaming span is shown in its place.
 * Only the final answer changes the document, in one transaction, so a single
 * undo restores the original; an abort just removes the decorations.
 */
export const SelectionRewrite = Extension.create({
  name: 'selectionRewrite',
  addProseMirrorPlugins() {
    return [
      new Plugin<RewriteState | null>({
        key: selectionRewriteKey,
        state: {
          init: () => null,
          apply(tr: Transaction, value: RewriteState | null): RewriteState | null {
            const meta = tr.getMeta(selectionRewriteKey) as RewriteMeta | undefined;
            if (meta?.type === 'start') return { from: meta.from, to: meta.to, element: meta.element };
            if (meta?.type === 'end') return null;
            if (!value || !tr.docChanged) return value;
            return { ...value, from: tr.mapping.map(value.from), to: tr.mapping.map(value.to) };
          },
        },
        props: {
          decorations(state: EditorState) {
            const rewrite = selectionRewriteKey.getState(state);
            if (!rewrite) return DecorationSet.empty;
            return DecorationSet.create(state.doc, [
              Decoration.inline(rewrite.from, rewrite.to, { class: 'rewrite-original' }),
              Decoration.widget(rewrite.from, () => rewrite.element, { key: 'rewrite-stream', side: -1 }),
            ]);
          },
        },
      }),
    ];
  },
});

export function startRewrite(tr: Transaction, from: number, to: number, element: HTMLElement): Transaction {
  return tr.setMeta(selectionRewriteKey, { type: 'start', from, to, element } satisfies RewriteMeta).setMeta('addToHistory', false);
}

export function endRewrite(tr: Transaction): Transaction {
  return tr.setMeta(selectionRewriteKey, { type: 'end' } satisfies RewriteMeta);
}
