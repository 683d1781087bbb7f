import { Extension, Mark } from '@tiptap/core';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { changeAt, DELETE_MARK, INSERT_MARK, neighbourChange, resolveOne, selectChange, type Decision } from './tracked-commands.ts';
import { trackedChangesOf, trackedIndexPlugin } from './tracked-index.ts';

/**
 * The two marks an AI edit leaves for review. Not inclusive: typing next to a change
 * is the writer's own text, not part of it. `changeId` ties a deletion to the
 * insertion that replaces it; rendered as <del>/<ins> (their own roles for
 * screen readers) with a data attribute.
 */
function trackedMark(name: string, tag: 'ins' | 'del') {
  return Mark.create({
    name,
    inclusive: false,
    excludes: '',
    addAttributes: () => ({ changeId: { default: '', parseHTML: (el) => el.getAttribute('data-change'), renderHTML: (a) => ({ 'data-change': a.changeId as string }) } }),
    parseHTML: () => [{ tag: `${tag}[data-change]` }],
    renderHTML: ({ HTMLAttributes }) => [tag, { ...HTMLAttributes, class: `tracked-${tag}` }, 0],
  });
}

export const TrackedInsert = trackedMark(INSERT_MARK, 'ins');
export const TrackedDelete = trackedMark(DELETE_MARK, 'del');

/** The accessible names of a change's two buttons, in the page's language (the extension's options). */
export interface TrackedChangesLabels {
  accept: string;
  reject: string;
}

function controlButton(view: EditorView, id: string, decision: Decision, labels: TrackedChangesLabels): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `tracked-control tracked-${decision}`;
  button.setAttribute('aria-label', labels[decision]);
  button.title = button.getAttribute('aria-label') ?? '';
  // Keeps the editor's selection (and so the focused change) while the button is pressed.
  button.addEventListener('mousedown', (event) => event.preventDefault());
  button.addEventListener('click', () => {
    view.dispatch(resolveOne(view.state, id, decision));
    view.focus();
  });
  return button;
}

/** The focused change is outlined and followed by its accept and reject buttons. */
function focusDecorations(state: EditorState, labels: TrackedChangesLabels): DecorationSet {
  const changes = trackedChangesOf(state);
  if (changes.length === 0) return DecorationSet.empty;
  const focused = changeAt(state, changes);
  if (!focused) return DecorationSet.empty;
  return DecorationSet.create(state.doc, [
    Decoration.inline(focused.from, focused.to, { class: 'tracked-focused' }),
    Decoration.widget(
      focused.to,
      (view) => {
        const controls = document.createElement('span');
        controls.className = 'tracked-controls';
        controls.contentEditable = 'false';
        controls.append(controlButton(view, focused.id, 'accept', labels), controlButton(view, focused.id, 'reject', labels));
        return controls;
      },
      { key: `tracked-controls-${focused.id}`, side: 1, ignoreSelection: true, stopEvent: () => true },
    ),
  ]);
}

function decideAtCursor(view: EditorView, decision: Decision): boolean {
  const change = changeAt(view.state, trackedChangesOf(view.state));
  if (!change) return false; // outside a change the keys keep their usual meaning
  view.dispatch(resolveOne(view.state, change.id, decision));
  return true;
}

function moveTo(view: EditorView, direction: 1 | -1): boolean {
  const target = neighbourChange(view.state, direction);
  if (!target) return false;
  view.dispatch(selectChange(view.state.tr, target));
  return true;
}

/**
 * Reviewing AI edits in the document. Shortcuts (Alt with brackets, Enter and
 * Backspace: none is bound by TipTap's StarterKit or by browsers inside a text
 * field; Alt+Backspace deletes a word on macOS, so it rejects only when the cursor
 * is in a change and deletes a word everywhere else): Alt+] next change, Alt+[
 * previous, Alt+Enter accept, Alt+Backspace reject.
 */
export const TrackedChanges = Extension.create<{ labels: TrackedChangesLabels }>({
  name: 'trackedChanges',
  addOptions: () => ({ labels: { accept: 'Accept change', reject: 'Reject change' } }),
  addExtensions: () => [TrackedInsert, TrackedDelete],
  addKeyboardShortcuts() {
    return {
      'Alt-]': () => moveTo(this.editor.view, 1),
      'Alt-[': () => moveTo(this.editor.view, -1),
      'Alt-Enter': () => decideAtCursor(this.editor.view, 'accept'),
      'Alt-Backspace': () => decideAtCursor(this.editor.view, 'reject'),
    };
  },
  addProseMirrorPlugins() {
    const { labels } = this.options;
    return [trackedIndexPlugin, new Plugin({ key: new PluginKey('trackedChangesFocus'), props: { decorations: (state) => focusDecorations(state, labels) } })];
  },
});
