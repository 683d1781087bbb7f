import { CirclePause } from 'lucide-react';
import { useMessages } from '../../i18n/use-messages.ts';

/** Shown instead of Generate while the tool is switched off; loaded only then (tool-form.tsx), so tool pages carry none of it. */
export default function ToolUnavailable({ title, reason }: { title: string; reason: string }) {
  const t = useMessages('tool-page');
  return (
    <div className="error-box tool-unavailable" role="status">
      <CirclePause size={20} aria-hidden="true" />
      <p>
        <strong>{t('unavailableTitle', { title })}</strong> {reason || t('unavailableDefaultReason')} {t('unavailableTryLater')}
      </p>
    </div>
  );
}
