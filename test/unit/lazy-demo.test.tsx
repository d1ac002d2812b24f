import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { LazyDemo } from '@/src/markdown/LazyDemo';

// A demo's box lifts its height reservation once the demo has settled; that must not render the
// demo again (a re-render mid-transition moved a closing time picker's focus into its popup).

/** Called on each render of the demo. */
const rendered = jest.fn();

function CountingDemo() {
  rendered();
  return <p>Counting demo</p>;
}

jest.mock('@/src/demos/demo-index.generated', () => ({
  demoLoaders: {
    'x/counting/CountingDemo': () => Promise.resolve({ default: CountingDemo }),
  },
}));

// Material UI's theme is not what is tested here: the island renders its children as they are.
jest.mock('@/src/theme/MuiIsland', () => ({
  MuiIsland: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  preloadMuiProvider: () => {},
}));

beforeEach(() => {
  rendered.mockClear();
  jest.useFakeTimers();
  // jsdom has neither: without an intersection observer a demo counts as near; the resize
  // observer reports the demo's first size, as browsers do, and no change after it.
  Object.assign(globalThis, {
    IntersectionObserver: undefined,
    ResizeObserver: class {
      private readonly callback: () => void;
      constructor(callback: () => void) {
        this.callback = callback;
      }
      observe() {
        this.callback();
      }
      disconnect() {}
    },
  });
});

afterEach(() => {
  jest.useRealTimers();
});

test('settling lifts the reservation without rendering the demo again', async () => {
  const { container } = render(
    <LazyDemo id="x/counting/CountingDemo" name="CountingDemo" heights={null} />,
  );
  expect(await screen.findByText('Counting demo')).toBeTruthy();
  const box = container.querySelector('.demo-box');
  expect(box?.hasAttribute('data-demo-settled')).toBe(false);
  const before = rendered.mock.calls.length;
  await act(async () => {
    jest.advanceTimersByTime(700);
  });
  expect(box?.hasAttribute('data-demo-settled')).toBe(true);
  expect(rendered).toHaveBeenCalledTimes(before);
});

test('a re-render of the box from its parent leaves the demo alone, a reset renders it anew', async () => {
  const { rerender } = render(
    <LazyDemo id="x/counting/CountingDemo" name="CountingDemo" heights={[100]} />,
  );
  await screen.findByText('Counting demo');
  const before = rendered.mock.calls.length;
  // New props that do not concern the demo (the toolbar's state re-renders the frame).
  rerender(<LazyDemo id="x/counting/CountingDemo" name="CountingDemo" heights={[100]} />);
  expect(rendered).toHaveBeenCalledTimes(before);
  rerender(
    <LazyDemo id="x/counting/CountingDemo" name="CountingDemo" heights={[100]} resetKey={1} />,
  );
  expect(rendered).toHaveBeenCalledTimes(before + 1);
});
