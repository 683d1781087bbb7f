import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Check, ChevronLeft, ChevronRight, Undo2 } from 'lucide-react';
import { changeAt, neighbourChange, resolveAll, selectChange, type Decision } from './tracked-commands.ts';
import { useMessages } from '../../../src/i18n/use-messages.ts';
import { trackedChangesOf } from './tracked-index.ts';

/** "N changes: Previous / Next / Accept all / Reject all", shown while an AI edit awaits review. */
export function ReviewBar({ editor }: { editor: Editor }) {
  const t = useMessages('editor');
  const review = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const changes = trackedChangesOf(e.state);
      const current = changeAt(e.state, changes);
      return { count: changes.length, position: current ? changes.indexOf(current) + 1 : 0 };
    },
    equalityFn: (a, b) => a.count === b?.count && a.position === b.position,
  });
  if (review.count === 0) return null;
  const move = (direction: 1 | -1) => {
    const { view } = editor;
    view.dispatch(selectChange(view.state.tr, neighbourChange(view.state, direction)));
    view.focus();
  };
  const decideAll = (decision: Decision) => {
    editor.view.dispatch(resolveAll(editor.state, decision));
    editor.view.focus();
  };
  return (
    <div className="review-bar" role="toolbar" aria-label={t('trackedBarLabel')}>
      <span className="review-count" aria-live="polite">
        {t('trackedCount', { count: review.count })}
      </span>
      <button type="button" className="button button-secondary" onClick={() => move(-1)}>
        <ChevronLeft size={16} aria-hidden="true" className="icon-directional" /> {t('trackedPrevious')}
      </button>
      <button type="button" className="button button-secondary" onClick={() => move(1)}>
        {t('trackedNext')} <ChevronRight size={16} aria-hidden="true" className="icon-directional" />
      </button>
      <button type="button" className="button button-primary" onClick={() => decideAll('accept')}>
        <Check size={16} aria-hidden="true" /> {t('trackedAcceptAll')}
      </button>
      <button type="button" className="button button-secondary" onClick={() => decideAll('reject')}>
        <Undo2 size={16} aria-hidden="true" /> {t('trackedRejectAll')}
      </button>
      <span className="review-keys">{t('trackedShortcuts')}</span>
    </div>
  );
}
