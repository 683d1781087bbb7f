/** localStorage key of the "Save results on this device" setting; docs/workspace.md and the Privacy Policy name it. */
export const SAVING_OFF_KEY = 'awt-saved-results-off';

/** On unless the visitor switched it off (or storage is blocked, where nothing could be saved anyway). */
export function isSavingOn(): boolean {
  try {
    return window.localStorage.getItem(SAVING_OFF_KEY) !== '1';
  } catch {
    return false;
  }
}

export function writeSavingOn(on: boolean): void {
  try {
    if (on) window.localStorage.removeItem(SAVING_OFF_KEY);
    else window.localStorage.setItem(SAVING_OFF_KEY, '1');
  } catch {
    // storage blocked: nothing is saved either way
  }
}
