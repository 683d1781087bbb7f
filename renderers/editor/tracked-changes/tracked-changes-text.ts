/** The visible words of the editor's tracked changes, in one place (to move into the message catalogue). */
export const TRACKED_TEXT = {
  barLabel: 'AI changes',
  count: (n: number) => (n === 1 ? '1 change' : `${n} changes`),
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  previous: 'Previous',
  next: 'Next',
  accept: 'Accept change',
  reject: 'Reject change',
  shortcuts: 'Alt+] next, Alt+[ previous, Alt+Enter accept, Alt+Backspace reject',
  pendingHere: 'Accept or reject the AI changes here before asking for another edit.',
  showWholeText: 'Show the whole improved text',
} as const;
