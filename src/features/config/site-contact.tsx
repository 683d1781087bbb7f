import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath } from '../../../engine/i18n/locales.ts';
import { usePageLocale } from '../../i18n/use-messages.ts';
import { usePublicConfig } from './use-public-config.ts';

/**
 * The support email and social link are run-time settings (GET /api/config), so
 * one build serves any deployment. The prerendered page cannot know them: the
 * support link points at the contact form until the config says there is an
 * address, and then becomes a mail link with the same text (no layout shift).
 */
export function SupportLink({ className, children }: { className?: string; children: ReactNode }) {
  const email = usePublicConfig()?.supportEmail;
  const locale = usePageLocale();
  if (email) {
    return (
      <a className={className} href={`mailto:${email}`}>
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={localizePath('/contact', locale)}>
      {children}
    </Link>
  );
}

/** The external social link, when configured. */
export function useSocialUrl(): string | null {
  return usePublicConfig()?.socialUrl ?? null;
}
