import { installOsSchemeTransition } from '@/src/theme/osSchemeTransition';

type Listener = (event: MediaQueryListEvent) => void;

function fakeMatchMedia() {
  const listeners = new Map<string, Set<Listener>>();
  const matchMedia = (query: string) => {
    const set = listeners.get(query) ?? new Set<Listener>();
    listeners.set(query, set);
    return {
      media: query,
      matches: false,
      addListener: (listener: Listener) => set.add(listener),
      removeListener: (listener: Listener) => set.delete(listener),
    } as unknown as MediaQueryList;
  };
  const fire = (query: string, matches: boolean) =>
    listeners.get(query)?.forEach((listener) => listener({ matches } as MediaQueryListEvent));
  const count = (query: string) => listeners.get(query)?.size ?? 0;
  return { matchMedia, fire, count };
}

describe('OS colour-scheme listeners', () => {
  const fake = fakeMatchMedia();
  beforeAll(() => {
    Object.defineProperty(window, 'matchMedia', {
      value: fake.matchMedia,
      writable: true,
      configurable: true,
    });
    installOsSchemeTransition();
  });

  it('still deliver the change event, and can be removed', () => {
    const seen: boolean[] = [];
    const listener = (event: MediaQueryListEvent) => seen.push(event.matches);
    const list = window.matchMedia('(prefers-color-scheme: dark)');
    list.addListener(listener);
    fake.fire('(prefers-color-scheme: dark)', true);
    expect(seen).toEqual([true]);
    list.removeListener(listener);
    expect(fake.count('(prefers-color-scheme: dark)')).toBe(0);
  });

  it('leave other queries untouched', () => {
    const listener = jest.fn();
    const list = window.matchMedia('(min-width: 600px)');
    list.addListener(listener);
    fake.fire('(min-width: 600px)', true);
    expect(listener).toHaveBeenCalledTimes(1);
    list.removeListener(listener);
    expect(fake.count('(min-width: 600px)')).toBe(0);
  });
});
