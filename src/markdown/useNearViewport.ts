import * as React from 'react';

/** How far below the fold a demo starts loading, so it is ready when the reader arrives. */
export const DEMO_PRELOAD_MARGIN = '300px 0px';

/** True once the element has come within the preload margin of the viewport. */
export function useNearViewport<T extends Element>(): [React.RefObject<T>, boolean] {
  const ref = React.useRef<T>(null);
  const [near, setNear] = React.useState(false);
  React.useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // A transition: a reader scrolling while the page still hydrates must not force parts
          // that wait for their turn to be thrown away and rendered again.
          React.startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: DEMO_PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
