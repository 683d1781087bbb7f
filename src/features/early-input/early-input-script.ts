type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held = { event: Event; target: Element };
/** The page's handle on the script: the app calls flush() once its root has committed and whenever a lazily loaded part has mounted. */
export type EarlyInputWindow = Window & { __earlyInput?: { flush: () => void } };

/**
 * Clicks and key presses that arrive before the page can handle them are kept
 * and replayed once it can: no dead clicks while the app hydrates.
 *
 * Why: the prerendered page shows at once, but its JavaScript loads after the
 * first paint (scripts/lib/defer-hydration.ts) and the renderers' components
 * later still (on demand). Until React has hydrated an element, a click on it
 * does nothing, and a key press meant for a listener that an effect attaches
 * (the home search's "/") is lost. React replays a click only once its own
 * listeners are attached and the element's code has loaded.
 *
 * The rules, for an element React has not hydrated yet (the whole page until
 * the app has committed, then what is inside a lazily loaded renderer):
 * - A click on a button (or an element with a button-like role) is held, its
 *   default cancelled (a submit button would otherwise submit the form the
 *   browser's way, reloading the page) and replayed when the element hydrates.
 *   Links and labels act natively and are left alone.
 * - A key press outside a text field is held and replayed. A single key that
 *   an element declares with aria-keyshortcuts ("/" on the home search) moves
 *   the focus to it at once.
 * - A form submitted by Enter is held and submitted again.
 * - Text typed, an option or a file picked, goes into the field natively; once
 *   the field hydrates, React is told (an input, click or change event), so its
 *   state holds what the visitor sees.
 * Events are replayed in the order they happened, after every typed field has
 * told React; one whose element has gone is dropped. While anything waits,
 * later input waits behind it, even on hydrated elements. The app calls
 * flush() when its root has committed (src/root.tsx) and whenever a lazily
 * loaded part has mounted (src/features/lazy/preloadable.tsx).
 *
 * Runs inline in <head>, before the body exists: these functions, each
 * self-contained, are serialised into the page (the CSP allows the script by
 * hash, as every inline script of the build). React's keys on a DOM node are
 * the only sign that it has hydrated that node (tests/e2e/support/site.ts
 * reads them too).
 */
export function installEarlyInput(
  win: Window,
  hydrated: (node: Element) => boolean,
  tellReact: (doc: Document, field: Field) => void,
  replay: (win: Window, held: Held) => void,
): void {
  const doc = win.document;
  const held: Held[] = [];
  const edited = new Set<Field>();
  let appReady = false;

  // Once anything is held or a typed field is not yet hydrated, later input waits too: it keeps
  // its order, and a click on Generate never runs before the fields it reads have told React.
  const waiting = (node: Element) => !appReady || held.length > 0 || edited.size > 0 || !hydrated(node);
  const isField = (node: Element): node is Field => node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
  // After the app is ready, what still waits is looked at again every 100 ms (a part whose code
  // never arrives must not hold the page's input for ever: after 5 s it is let go).
  let timer = 0;
  let stuckSince = 0;
  const retry = () => {
    if (held.length === 0 && edited.size === 0) stuckSince = 0;
    else if (appReady && !timer) timer = win.setTimeout(() => ((timer = 0), flush()), 100);
  };
  const hold = (event: Event, target: Element) => {
    event.stopImmediatePropagation(); // React's own listener would act on it too, or drop it
    held.push({ event, target });
    retry();
  };
  const listen = (type: string, handler: (event: Event, target: Element) => void) =>
    win.addEventListener(type, (event) => event.target instanceof Element && waiting(event.target) && handler(event, event.target), true);

  listen('click', (event, target) => {
    if (target.closest('a[href], label') || !target.closest('button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]')) return;
    event.preventDefault();
    hold(event, target);
  });
  listen('keydown', (event, target) => {
    const key = event as KeyboardEvent;
    const modified = key.ctrlKey || key.metaKey || key.altKey;
    if (key.isComposing || ['Tab', 'Shift', 'Control', 'Alt', 'Meta'].includes(key.key)) return;
    if (isField(target) || (target as HTMLElement).isContentEditable) {
      if (modified || key.key === 'Escape') hold(event, target); // the field's own shortcuts (Ctrl+Enter generates)
      return;
    }
    const shortcut = modified ? null : [...doc.querySelectorAll<HTMLElement>('[aria-keyshortcuts]')].find((el) => el.getAttribute('aria-keyshortcuts') === key.key);
    if (shortcut) {
      event.preventDefault();
      event.stopImmediatePropagation();
      shortcut.focus();
    } else hold(event, target);
  });
  listen('submit', (event, target) => {
    event.preventDefault();
    hold(event, target);
  });
  const typed = (event: Event, target: Element) => {
    if (isField(target)) edited.add(target);
    retry();
  };
  listen('input', typed);
  listen('change', typed);

  function flush() {
    appReady = true;
    stuckSince ||= Date.now();
    const giveUp = Date.now() - stuckSince > 5_000;
    for (const field of [...edited]) {
      if (!field.isConnected) edited.delete(field);
      else if (hydrated(field)) {
        edited.delete(field);
        // flush() runs inside React's commit: a field that cannot be told must not take the page down.
        try {
          tellReact(doc, field);
        } catch { /* what the visitor put in it stays in the field itself */ }
      }
    }
    if (giveUp) edited.clear();
    // A typed field in a part whose code has not loaded yet: its clicks wait (for a replayed Generate to read it).
    while (edited.size === 0 && held.length > 0) {
      const item = held[0] as Held;
      const ready = item.target.isConnected && hydrated(item.target);
      if (!ready && item.target.isConnected && !giveUp) break; // the same: replayed in order, later
      held.shift();
      // Gone: React put another element in its place (the editor's toolbar for its placeholder); replay finds it.
      if (ready || !item.target.isConnected) replay(win, item);
    }
    retry();
  }
  (win as EarlyInputWindow).__earlyInput = { flush };
}

/**
 * Whether React has hydrated (or made) a node: React's own keys on the DOM nodes it owns, the
 * fiber and the props it gave the node. Nodes that a library or raw HTML put inside a React
 * element (the editor's ProseMirror, under a div with no React children) never get one; they
 * count as hydrated when their owner is.
 */
export function isHydrated(node: Element): boolean {
  const reactKey = (el: Element, prefix: string) => Object.keys(el).find((key) => key.startsWith(prefix));
  if (reactKey(node, '__reactFiber$')) return true;
  let up = node.parentElement;
  while (up && !reactKey(up, '__reactFiber$')) up = up.parentElement;
  const props = up && (up as unknown as Record<string, { children?: unknown; dangerouslySetInnerHTML?: unknown } | undefined>)[reactKey(up, '__reactProps$') ?? ''];
  return !!props && (props.children === undefined || props.dangerouslySetInnerHTML !== undefined);
}

/**
 * Tells React what a field holds. React compares a field's value with the one it last saw (set
 * through the element's own value property, which React defines); setting that to something
 * else, then the visitor's value back through the prototype, makes the input event that follows
 * a change React reports. Checkboxes and radios React reads from clicks.
 */
export function tellReact(doc: Document, field: Field): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.type === 'radio' && !field.checked) return; // its group's checked radio tells
    const want = field.checked;
    field.checked = !want;
    field.click(); // React reads checkboxes and radios from clicks; this one restores `want`
    return;
  }
  // React takes a select's change as it comes; a file input's files stay on it, and its value may
  // not be set (the browser throws), so its change is simply sent again.
  if (field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && field.type === 'file')) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const { value, selectionStart, selectionEnd } = field;
  field.value = ''; // the element's own setter, when React has put one there
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  if (doc.activeElement === field && selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Dispatches a held event again on its element (a held submit submits its form again). A click
 * whose button has left the page since (a placeholder the real part replaced) goes to the button
 * of the same name now under the click's point, else to the one button of that name if there is
 * exactly one; otherwise it is dropped.
 */
export function replayHeld(win: Window, held: Held): void {
  const { event } = held;
  let target: Element | null = held.target;
  if (!target.isConnected) {
    if (!(event instanceof MouseEvent)) return;
    const BUTTONS = 'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';
    const nameOf = (el: Element | null) => el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
    const name = nameOf(target.closest(BUTTONS));
    if (name === '') return;
    const under = win.document.elementFromPoint(event.clientX, event.clientY)?.closest(BUTTONS) ?? null;
    const same = [...win.document.querySelectorAll(BUTTONS)].filter((el) => nameOf(el) === name);
    target = under && nameOf(under) === name ? under : same.length === 1 ? (same[0] as Element) : null;
    if (!target) return;
  }
  if (event.type === 'submit') (target as HTMLFormElement).requestSubmit();
  else if (event instanceof KeyboardEvent) target.dispatchEvent(new KeyboardEvent(event.type, event));
  else if (event instanceof MouseEvent) {
    const { clientX, clientY, screenX, screenY, button, buttons, detail, ctrlKey, shiftKey, altKey, metaKey } = event;
    const init = { clientX, clientY, screenX, screenY, button, buttons, detail, ctrlKey, shiftKey, altKey, metaKey };
    target.dispatchEvent(new MouseEvent(event.type, { ...init, bubbles: true, cancelable: true, composed: true, view: win }));
  }
}

/** The inline script: the functions above, serialised and run at once (a function, so the browser's bundle can leave it out). */
export function earlyInputScript(): string {
  return `(${installEarlyInput.toString()})(window, ${isHydrated.toString()}, ${tellReact.toString()}, ${replayHeld.toString()});`;
}
