import { Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/use-messages.ts';
import { applyTheme, readTheme, type Theme } from './theme.ts';

export function ThemeToggle() {
  // Prerendered HTML cannot know the visitor's theme; read it after hydration.
  const [theme, setTheme] = useState<Theme>('light');
  useEffect(() => setTheme(readTheme()), []);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const t = useMessages('common');
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('themeDark')}
      title={next === 'dark' ? t('themeSwitchToDark') : t('themeSwitchToLight')}
      aria-pressed={theme === 'dark'}
      onClick={() => {
        // From the page, not from state: a click replayed right after hydration comes before the
        // effect above has updated the state.
        const to: Theme = readTheme() === 'dark' ? 'light' : 'dark';
        applyTheme(to);
        setTheme(to);
      }}
    >
      {theme === 'dark' ? <Sun size={18} aria-hidden="true" /> : <Moon size={18} aria-hidden="true" />}
    </button>
  );
}
