import { MoreHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { ActionButton } from './action-button.tsx';

export interface MoreMenuItem {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
}

/** Which item a key moves to in a menu of `count` items (wrapping), or undefined for other keys. */
function target(key: string, current: number, count: number): number | undefined {
  const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1 + count, Home: 0, End: count - 1 };
  const next = moves[key];
  return next === undefined ? undefined : next % count;
}

/** The menu's state and keys: open or not, the focused item, focus back on the button when asked. */
function useMenu(count: number) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) box.current?.querySelector<HTMLButtonElement>('.more-button')?.focus();
  };
  const show = (first: number) => {
    setActive(first);
    setOpen(true);
  };
  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowDown' ? 0 : count - 1);
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return (event.stopPropagation(), close(true));
    if (event.key === 'Tab') return close(false);
    const next = target(event.key, active, count);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
  };
  return { open, active, box, itemRefs, close, show, onButtonKey, onMenuKey };
}

/**
 * "More actions": the menu button pattern (WAI-ARIA APG). Enter, Space or ArrowDown open it on
 * the first item, ArrowUp on the last; arrows, Home and End move; Escape closes it and puts
 * focus back on the button, as picking an item does; Tab or a press elsewhere closes it.
 */
export function MoreMenu({ items, buttonRef, status, label }: { items: MoreMenuItem[]; buttonRef: Ref<HTMLButtonElement>; status?: string; label: string }) {
  const id = useId();
  const { open, active, box, itemRefs, close, show, onButtonKey, onMenuKey } = useMenu(items.length);
  return (
    <div className="more-actions" ref={box}>
      <ActionButton
        buttonRef={buttonRef}
        className="more-button"
        icon={<MoreHorizontal size={18} aria-hidden="true" />}
        label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close(false) : show(0))}
        onKeyDown={onButtonKey}
      />
      {/* Always there, so a screen reader hears what arrives in it ("Copied!" after Copy as Markdown). */}
      <span className="action-toast" role="status">
        {status}
      </span>
      {open && (
        <ul id={id} role="menu" aria-label={label} className="more-menu card" onKeyDown={onMenuKey}>
          {items.map((item, i) => (
            <li key={item.label} role="none">
              <button
                ref={(el) => {
                  itemRefs.current[i] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={i === active ? 0 : -1}
                className="export-option"
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon} {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
