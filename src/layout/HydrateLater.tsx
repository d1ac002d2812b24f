import * as React from 'react';

/**
 * Progressive hydration. The exported HTML is complete, so the browser paints every part of a page
 * before any script runs; what costs time is hydration, which Preact does in one go by default, one
 * long task that blocks input (Lighthouse's Total Blocking Time). A part wrapped in `HydrateLater`
 * keeps its server markup during the first hydration pass and is hydrated afterwards in a task of
 * its own, most urgent first, so the main thread is never blocked for long.
 *
 * How: during the first pass the gate throws a promise, inside a Suspense boundary of its own. Both
 * Preact (the browser build) and React keep the server DOM of a part that suspends while hydrating
 * and resume it when the promise settles. Parts mounted after the first pass (client navigation,
 * a part inside a part) render at once.
 *
 * A gated part must render exactly one DOM element at its root (Preact keeps one node per
 * suspended part).
 */

/** Lower runs first: the article, then the page's side parts, then the drawer. */
export type HydrationPriority = 0 | 1 | 2;

interface Waiting {
  priority: HydrationPriority;
  order: number;
  release: () => void;
}

const waiting: Waiting[] = [];
let order = 0;
let pumping = false;
/**
 * True while the first hydration pass runs: decided on first use, from whether the page came with
 * server markup (a browser render without it, as in unit tests, never defers).
 */
let firstPass: boolean | undefined;
function isFirstPass(): boolean {
  if (firstPass === undefined) {
    firstPass = typeof document !== 'undefined' && !!document.getElementById('__next')?.firstChild;
  }
  return firstPass;
}

/** A macrotask without the 4 ms clamp of nested timers, so the parts follow each other closely. */
function nextTask(callback: () => void) {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(callback, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

function pump() {
  if (waiting.length === 0) {
    pumping = false;
    // A mark for tests and tools: every part of the page is interactive from here on.
    document.documentElement.setAttribute('data-hydrated', '');
    return;
  }
  waiting.sort((a, b) => a.priority - b.priority || a.order - b.order);
  // One part per task: its promise settles now and the part hydrates in this task's microtasks.
  waiting.shift()!.release();
  nextTask(pump);
}

function enqueue(priority: HydrationPriority): Promise<void> {
  return new Promise<void>((resolve) => {
    waiting.push({ priority, order: (order += 1), release: resolve });
  });
}

/** Called once the first hydration pass has committed: the gated parts start to hydrate. */
export function startDeferredHydration() {
  firstPass = false;
  if (pumping) return;
  pumping = true;
  nextTask(pump);
}

class Gate extends React.Component<{ priority: HydrationPriority; children: React.ReactNode }> {
  private pending: { promise: Promise<void>; settled: boolean } | null = null;

  constructor(props: { priority: HydrationPriority; children: React.ReactNode }) {
    super(props);
    if (isFirstPass()) {
      const promise = enqueue(props.priority).then(() => {
        if (this.pending) this.pending.settled = true;
      });
      this.pending = { promise, settled: false };
    }
  }

  render() {
    if (this.pending && !this.pending.settled) {
      // Suspends this part only; its server markup stays on screen until it hydrates.
      throw this.pending.promise;
    }
    return this.props.children;
  }
}

export function HydrateLater({
  priority = 1,
  children,
}: {
  priority?: HydrationPriority;
  children: React.ReactElement;
}) {
  return (
    <React.Suspense fallback={null}>
      <Gate priority={priority}>{children}</Gate>
    </React.Suspense>
  );
}
