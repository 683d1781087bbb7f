import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for a container of tool cards (plain <a class="tool-card">, see ToolCard):
 * a plain left click on a card navigates inside the app, as a React Router <Link> does; any
 * other click (new tab, modifier keys, middle button) is left to the browser, as is every
 * click before hydration.
 */
export function useCardNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const card = (event.target as Element).closest('a.tool-card');
      if (!(card instanceof HTMLAnchorElement) || !event.currentTarget.contains(card)) return;
      const href = card.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
