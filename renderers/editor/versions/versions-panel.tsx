import type { EditorVersion, VersionReason } from '../../../engine/editor/versions/editor-version.ts';
import { VERSION_CAP } from '../../../engine/editor/versions/version-caps.ts';
import { formatCountIn } from '../../../engine/format/format-number.ts';
import { savedResultTime } from '../../../src/features/saved-results/saved-result-time.ts';
import type { MessageKey } from '../../../src/i18n/namespaces.ts';
import { useMessages } from '../../../src/i18n/use-messages.ts';
import { VersionDiff } from './version-diff.tsx';

const REASON: Record<VersionReason, MessageKey<'editor-versions'>> = { ai: 'reasonAi', manual: 'reasonManual', restore: 'reasonRestore' };

interface Props {
  documentName: string;
  versions: EditorVersion[];
  currentText: string;
  lang: string;
  onRestore: (version: EditorVersion) => void;
}

/** The kept versions, newest first: time, name, word count, the changes to the current text, Restore. */
export function VersionsPanel({ documentName, versions, currentText, lang, onRestore }: Props) {
  const t = useMessages('editor-versions');
  return (
    <section className="versions-panel card" aria-labelledby="versions-title">
      <h2 id="versions-title">{t('versionsTitle', { name: documentName })}</h2>
      <p className="field-help">{t('capNote', { count: formatCountIn(VERSION_CAP.count, lang), megabytes: formatCountIn(VERSION_CAP.bytes / 1024 / 1024, lang) })}</p>
      {versions.length === 0 ? (
        <p>{t('versionsEmpty')}</p>
      ) : (
        <ol className="versions-list">
          {versions.map((v, i) => {
            const when = savedResultTime(v.createdAt, lang);
            return (
              <li key={v.id} className="version-item">
                <div className="version-head">
                  <time dateTime={new Date(v.createdAt).toISOString()}>{when}</time>
                  <strong className="version-name">{v.name ?? t(REASON[v.reason])}</strong>
                  <span className="version-words">{t('words', { count: v.words })}</span>
                  <button type="button" className="button button-secondary" aria-label={t('restoreLabel', { when })} onClick={() => onRestore(v)}>
                    {t('restore')}
                  </button>
                </div>
                <details open={i === 0}>
                  <summary>{t('compare')}</summary>
                  <VersionDiff before={v.text} after={currentText} />
                </details>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
