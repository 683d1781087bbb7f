import { useMessages } from '../../../src/i18n/use-messages.ts';

/** Whether the Improved Text panel stays open with the whole answer once its changes are in the document. */
export function WholeTextToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useMessages('editor');
  return (
    <label className="whole-text-toggle">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {t('trackedShowWholeText')}
    </label>
  );
}
