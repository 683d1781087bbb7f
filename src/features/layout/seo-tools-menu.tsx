import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import type { NavLink } from '../../../engine/catalogue/site-navigation.ts';

/** The dropdown closes 300 ms after the pointer leaves. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;

/** Arrow keys move through the menu's links, Escape closes it and gives focus back to its button. */
function useMenuKeys(menuRef: RefObject<HTMLUListElement | null>, buttonRef: RefObject<HTMLButtonElement | null>, setOpen: (open: boolean) => void) {
  const focusItem = (index: number) => {
    const items = menuRef.current?.querySelectorAll<HTMLAnchorElement>('a');
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusItem(0));
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    }
  };

  return { onButtonKeyDown, onMenuKeyDown };
}

/**
 * SEO Tools dropdown: opens on hover or from the keyboard (Enter, Space, ArrowDown), closes on Escape.
 * The click that follows a hover keeps it open: the pointer opened it a moment before, and a
 * visitor who clicks means "show me", never "close".
 */
export function SeoToolsMenu({ label, links, onNavigate }: { label: string; links: readonly NavLink[]; onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  const { onButtonKeyDown, onMenuKeyDown } = useMenuKeys(menuRef, buttonRef, setOpen);

  return (
    <div
      className="dropdown"
      onPointerEnter={(e) => {
        if (e.pointerType === 'mouse') {
          cancelClose();
          if (!open) openedByHover.current = true;
          setOpen(true);
        }
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'mouse') scheduleClose();
      }}
      onBlur={(e) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        // Only a menu that floats over the page closes when focus leaves. In the mobile menu it
        // sits inline: collapsing it on the pointerdown of a tap on a link below would move that
        // link from under the finger and the tap would be lost.
        if (menuRef.current && getComputedStyle(menuRef.current).position !== 'absolute') return;
        setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link dropdown-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          const hovered = openedByHover.current;
          openedByHover.current = false;
          setOpen((o) => (hovered ? true : !o));
        }}
        onKeyDown={onButtonKeyDown}
      >
        {label} <ChevronDown size={16} aria-hidden="true" />
      </button>
      <ul id={menuId} ref={menuRef} className="dropdown-menu" hidden={!open} onKeyDown={onMenuKeyDown}>
        {links.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="dropdown-item"
              onClick={() => {
                setOpen(false);
                onNavigate?.();
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
