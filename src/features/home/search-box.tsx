import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';

/**
 * The home search. Pressing / anywhere (outside a text field, no modifier)
 * focuses it. aria-keyshortcuts names the key; before the page has hydrated,
 * the early-input script focuses the field on it (features/early-input).
 */
export function SearchBox({ query, onChange }: { query: string; onChange: (q: string) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const t = useMessages('home');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="search-box" role="search">
      <label htmlFor="tool-search" className="visually-hidden">
        {t('searchLabel')}
      </label>
      <Search size={20} aria-hidden="true" className="search-icon" />
      <input
        ref={inputRef}
        id="tool-search"
        type="search"
        placeholder={t('searchPlaceholder')}
        autoComplete="off"
        value={query}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="search-hint"
        aria-keyshortcuts="/"
      />
      <span id="search-hint" className="visually-hidden">
        {t('searchHint')}
      </span>
      <kbd className="search-hint" aria-hidden="true" title={t('searchHint')}>
        /
      </kbd>
    </div>
  );
}
