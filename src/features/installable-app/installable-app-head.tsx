import type { Locale } from '../../../engine/i18n/locales.ts';
import { manifestPath, THEME_COLOR } from '../../../engine/installable-app/web-manifest.ts';

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it costs
 * neither the first JavaScript (it is a line of the HTML, allowed by hash like the page's other
 * inline scripts) nor the page's blocking time. A browser without service workers skips it.
 */
export const REGISTER_SERVICE_WORKER_SCRIPT =
  "'serviceWorker'in navigator&&addEventListener('load',function(){(window.requestIdleCallback||setTimeout)(function(){navigator.serviceWorker.register('/sw.js').catch(function(){})})})";

/**
 * What makes the site an installable app, in every page's head: the manifest of the page's
 * language, the browser bar's colour in each colour scheme, the home-screen icon and the worker's
 * registration. Rendered by the prerender only (root.tsx): the browser's bundle does without it.
 */
export function InstallableAppHead({ locale }: { locale: Locale }) {
  return (
    <>
      <link rel="manifest" href={manifestPath(locale)} />
      <meta name="theme-color" content={THEME_COLOR.light} media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content={THEME_COLOR.dark} media="(prefers-color-scheme: dark)" />
      <link rel="apple-touch-icon" href="/icons/icon-192.png" />
      <script dangerouslySetInnerHTML={{ __html: REGISTER_SERVICE_WORKER_SCRIPT }} />
    </>
  );
}
