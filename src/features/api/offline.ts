/** The one offline check: the browser says it has no network. Apart from the API client, so a page's first JavaScript can ask it. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
