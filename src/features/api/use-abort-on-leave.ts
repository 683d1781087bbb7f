import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * Calls `abort` the moment the visitor starts leaving this page: when the
 * router begins a navigation to another path (not once the next page has
 * loaded its code and data, which took up to half a second), when the page is
 * unloaded, and when the component unmounts. The provider then sees its
 * connection close at once instead of writing into a page nobody reads.
 */
export function useAbortOnLeave(abort: () => void): void {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const latest = useRef(abort);
  useEffect(() => {
    latest.current = abort;
  }, [abort]);

  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  // Layout effect: runs in the commit that shows the navigation started, before the browser paints.
  useLayoutEffect(() => {
    if (leaving) latest.current();
  }, [leaving]);

  useEffect(() => {
    const onPageHide = () => latest.current();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      latest.current();
    };
  }, []);
}
