import { useEffect, useState } from 'react';
import type { PublicLimits } from '../../../engine/usage/fair-use-text.ts';

/** Public runtime settings from GET /api/config: never secrets, never baked into the build. */
export interface PublicConfig {
  aiConfigured: boolean;
  captchaSiteKey: string | null;
  searchConfigured: boolean;
  imagesConfigured: boolean;
  supabase: { url: string; anonKey: string } | null;
  /** Fair-use limits per visitor and UTC day; 0 = that limit is off. */
  limits?: PublicLimits;
  /** SITE_SUPPORT_EMAIL; null when the operator has not set one. */
  supportEmail: string | null;
  /** SITE_SOCIAL_URL (https); null hides the social link. */
  socialUrl: string | null;
  /** Tools the operator switched off at run time, with the reason their page shows instead of Generate. */
  disabledTools?: Record<string, string>;
}

let pending: Promise<PublicConfig | null> | null = null;

export function loadPublicConfig(): Promise<PublicConfig | null> {
  pending ??= fetch('/api/config')
    .then((res) => (res.ok ? (res.json() as Promise<PublicConfig>) : null))
    .catch(() => null);
  return pending;
}

/** undefined while loading, null if the gateway could not be reached. */
export function usePublicConfig(): PublicConfig | null | undefined {
  const [config, setConfig] = useState<PublicConfig | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void loadPublicConfig().then((c) => {
      if (live) setConfig(c);
    });
    return () => {
      live = false;
    };
  }, []);
  return config;
}
