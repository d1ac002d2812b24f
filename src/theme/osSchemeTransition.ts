import { startTransition } from 'react';

const OS_DARK_QUERY = '(prefers-color-scheme: dark)';
let installed = false;

/**
 * Material UI's colour-scheme hook listens to `(prefers-color-scheme: dark)` with `addListener`
 * and updates its state straight from the `change` event. React gives `change` events the
 * highest priority, and a synchronous update that reaches a part of the page still waiting to
 * hydrate forces React to throw that part away and render it again on the client (React error
 * 421). Parts of a page hydrate only when they scroll into view, so the window is open for as
 * long as the page is read, and an OS switching to dark at sunset would hit it.
 *
 * This wraps the listeners registered on that one query in `startTransition`: React then
 * hydrates the waiting parts first and applies the new scheme right after, without an error.
 */
export function installOsSchemeTransition(): void {
  if (installed || typeof window === 'undefined' || typeof window.matchMedia !== 'function') {
    return;
  }
  installed = true;
  const original = window.matchMedia.bind(window);
  const withTransitions = (query: string): MediaQueryList => {
    const list = original(query);
    if (query.replace(/\s+/g, ' ').trim() !== OS_DARK_QUERY) return list;
    const addListener = list.addListener.bind(list);
    const removeListener = list.removeListener.bind(list);
    const wrapped = new WeakMap<object, (event: MediaQueryListEvent) => void>();
    type Listener = Parameters<MediaQueryList['addListener']>[0];
    list.addListener = (listener: Listener) => {
      if (!listener) return;
      const inTransition = (event: MediaQueryListEvent) =>
        startTransition(() => listener.call(list, event));
      wrapped.set(listener, inTransition);
      addListener(inTransition);
    };
    list.removeListener = (listener: Listener) => {
      if (!listener) return;
      removeListener(wrapped.get(listener) ?? listener);
    };
    return list;
  };
  try {
    window.matchMedia = withTransitions;
  } catch {
    // A read-only matchMedia (some test environments): listeners keep their default priority.
  }
}
