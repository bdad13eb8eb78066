import { useEffect, useRef } from 'react';

/** How long a lazily loaded page may take to show its heading before focus settles on the main area. */
const HEADING_WAIT_MS = 3000;

/**
 * After an in-app navigation (not the first page load), a keyboard or screen-reader user starts at
 * the new page, not deep in the drawer: the page opens scrolled to the top and focus moves to its
 * h1 (or, while a remote page is still loading, to the main area).
 * @example useFocusOnNavigation(pathname, 'main-content')
 */
export function useFocusOnNavigation(pathname: string, mainId: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    window.scrollTo?.(0, 0);
    const main = document.getElementById(mainId);
    if (!main) return undefined;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      } else if (Date.now() - started < HEADING_WAIT_MS) {
        timer = setTimeout(focusHeading, 50);
      } else {
        main.focus({ preventScroll: true });
      }
    };
    focusHeading();
    return () => clearTimeout(timer);
  }, [pathname, mainId]);
}
