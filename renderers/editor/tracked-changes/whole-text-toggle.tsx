import { TRACKED_TEXT } from './tracked-changes-text.ts';

/** Whether the Improved Text panel stays open with the whole answer once its changes are in the document. */
export function WholeTextToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="whole-text-toggle">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {TRACKED_TEXT.showWholeText}
    </label>
  );
}
