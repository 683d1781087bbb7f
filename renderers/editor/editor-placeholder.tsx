import type { Editor } from '@tiptap/react';
import { Sparkles } from 'lucide-react';
import { useEffect } from 'react';
import { MAX_EDITOR_CHARS } from '../../engine/editor/editor-prompts.ts';
import { formatCountIn } from '../../engine/format/format-number.ts';
import { LOCALE_INFO } from '../../engine/i18n/locales.ts';
import { useMessages, usePageLocale } from '../../src/i18n/use-messages.ts';
import { TOOLBAR_BUTTONS } from './editor-toolbar-buttons.ts';

let pendingFormat: string | null = null;

/** Applies the toolbar button pressed before the editor was ready, once it is (the button's run focuses the editor). */
export function useApplyPendingFormat(editor: Editor | null): void {
  useEffect(() => {
    const label = pendingFormat;
    if (!editor || !label) return;
    pendingFormat = null;
    TOOLBAR_BUTTONS.find((b) => b.label === label)?.run(editor);
  }, [editor]);
}

/**
 * The toolbar as it looks before the editor is ready: the same buttons, marked
 * unavailable but not disabled, so a press is not lost: the last one pressed is
 * applied when the editor is ready (a disabled button gets no click at all).
 */
export function PlaceholderToolbar() {
  const t = useMessages('editor');
  return (
    <div className="editor-toolbar" role="toolbar" aria-label={t('toolbarLabel')}>
      {TOOLBAR_BUTTONS.map((button) => (
        <button
          key={button.label}
          type="button"
          className="icon-button toolbar-button"
          aria-label={t(button.label)}
          title={t(button.label)}
          aria-pressed={false}
          aria-disabled="true"
          onClick={() => (pendingFormat = button.label)}
        >
          <button.icon size={18} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

/** The empty writing area, drawn as TipTap draws it (same classes, so the same size and placeholder text). */
export function PlaceholderArea() {
  const t = useMessages('editor');
  return (
    <div className="editor-content" aria-hidden="true">
      <div className="editor-area editor-area-loading">
        <p className="is-editor-empty" data-placeholder={t('areaPlaceholder')} />
      </div>
    </div>
  );
}

/**
 * The editor's working part as prerendered and shown until TipTap has loaded:
 * toolbar, area, character count and a disabled Improve Text, in the exact
 * places the editor then takes (no layout shift). `failed` says the editor
 * could not be fetched (offline).
 */
export function EditorPlaceholder({ failed }: { failed: boolean }) {
  const t = useMessages('editor');
  const lang = LOCALE_INFO[usePageLocale()].htmlLang;
  return (
    <>
      <div className="editor-shell card" aria-busy={!failed}>
        <PlaceholderToolbar />
        <PlaceholderArea />
      </div>
      <p className="field-help" aria-live="polite">
        {failed ? t('loadFailed') : t('charCount', { count: formatCountIn(0, lang), max: formatCountIn(MAX_EDITOR_CHARS, lang) })}
      </p>
      <div className="editor-actions">
        <button type="button" className="button button-primary" disabled>
          <Sparkles size={18} aria-hidden="true" /> {t('improveText')}
        </button>
      </div>
    </>
  );
}
