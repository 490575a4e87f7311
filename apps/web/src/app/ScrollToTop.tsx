import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new screen starts at the top. Going back or forward (POP) keeps the browser's own restored
 * position, and a change of the query alone (a tab, a filter) keeps the place on the screen.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo({ top: 0, left: 0 });
  }, [pathname, type]);
  return null;
}
