import { Sparkles } from 'lucide-react';
import { MAX_EDITOR_CHARS } from '../../../engine/editor/editor-prompts.ts';
import { formatCount } from '../../../engine/format/format-count.ts';
import { TOOLBAR_BUTTONS } from './editor-toolbar-buttons.ts';

/** The toolbar as it looks before the editor is ready: the same buttons, not yet usable. */
export function PlaceholderToolbar() {
  return (
    <div className="editor-toolbar" role="toolbar" aria-label="Formatting">
      {TOOLBAR_BUTTONS.map((button) => (
        <button key={button.label} type="button" className="icon-button toolbar-button" aria-label={button.label} title={button.label} aria-pressed={false} disabled>
          <button.icon size={18} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

/** The empty writing area, drawn as TipTap draws it (same classes, so the same size and placeholder text). */
export function PlaceholderArea() {
  return (
    <div className="editor-content" aria-hidden="true">
      <div className="editor-area editor-area-loading">
        <p className="is-editor-empty" data-placeholder="Start typing here..." />
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
  return (
    <>
      <div className="editor-shell card" aria-busy={!failed}>
        <PlaceholderToolbar />
        <PlaceholderArea />
      </div>
      <p className="field-help" aria-live="polite">
        {failed ? 'The editor could not be loaded. Check your connection and reload the page.' : `0 / ${formatCount(MAX_EDITOR_CHARS)} characters`}
      </p>
      <div className="editor-actions">
        <button type="button" className="button button-primary" disabled>
          <Sparkles size={18} aria-hidden="true" /> Improve Text
        </button>
      </div>
    </>
  );
}
