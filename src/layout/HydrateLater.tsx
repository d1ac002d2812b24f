import * as React from 'react';

/**
 * Progressive hydration with React's selective hydration. The exported HTML is complete, so the
 * browser paints every part of a page before any script runs; what costs time is hydration, one
 * long task that blocks input (Lighthouse's Total Blocking Time) when a page hydrates in one go. A
 * part wrapped in `HydrateLater` sits in a Suspense boundary of its own whose content is a
 * `React.lazy` component resolving at the part's turn: React keeps the part's exported DOM,
 * dehydrated, during the first pass, and hydrates it afterwards in a task of its own, most urgent
 * first (a click on a part still waiting makes React hydrate that part at once). The queue holds
 * the parts found before it drains: in the site's pages that is the outermost one (the frame), as
 * the first pass stops there and the queue drains one task after giving it its turn. The parts
 * inside it are found as it hydrates, are not gated, and React hydrates their boundaries after it,
 * each in a render of its own at idle priority. The page counts as hydrated (`useHydrated`,
 * `<html data-hydrated>`) once every part's boundary has hydrated.
 *
 * The rule for a gated part: it hydrates exactly what was exported, so state that may change before
 * its turn, such as a scroll spy's, lives inside the part rather than above it.
 */

/**
 * The turns of a page's parts, in order (lower runs first): every `HydrateLater` names one.
 */
export const HYDRATION = {
  /** The providers and the frame around the page (`_app`). */
  frame: 0,
  /** The app bar, the page's column and the article's blocks (API tables by chunks). */
  article: 1,
  /** The page's side parts: table of contents, footer, previous and next links. */
  side: 2,
  /** The navigation drawer, last: on a phone it is hidden until opened. */
  drawer: 3,
} as const;

export type HydrationPriority = (typeof HYDRATION)[keyof typeof HYDRATION];

interface Waiting {
  priority: HydrationPriority;
  order: number;
  release: () => void;
}

const waiting: Waiting[] = [];
let order = 0;
let pumping = false;
/**
 * True from the start until every gated part has hydrated: decided on first use, from whether the
 * page came with server markup (a browser render without it, as in unit tests, never defers). Parts
 * found while hydrating a gated part (a part inside a part) wait their own turn.
 */
let hydrating: boolean | undefined;
function isHydrating(): boolean {
  if (hydrating === undefined) {
    hydrating = typeof document !== 'undefined' && !!document.getElementById('__next')?.firstChild;
  }
  return hydrating;
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

/**
 * The parts of the exported page whose boundary React has not hydrated yet. The queue only gates
 * the parts it finds before it drains (the first pass finds the outermost); the parts inside them
 * are found as that one hydrates, after the queue has drained, and React hydrates their
 * boundaries at its own pace (idle priority, later still on a slow phone). The page is hydrated
 * when none is left.
 */
const unhydrated = new Set<PartRecord>();
interface PartRecord {
  done: boolean;
}
/** True once every part of the exported page has hydrated (at once without exported markup). */
let settled: boolean | undefined;
function isSettled(): boolean {
  if (settled === undefined) settled = !isHydrating();
  return settled;
}
/** How long after the queue drained the page counts as hydrated even if a part never did. */
export const SETTLE_TIMEOUT_MS = 10_000;

function settle() {
  if (isSettled()) return;
  settled = true;
  // A mark for tests and tools: every part of the page is interactive from here on.
  document.documentElement.setAttribute('data-hydrated', '');
  // Late work (`useHydrated`) starts in a task of its own, not in the last part's.
  if (settleListeners.length > 0) nextTask(() => settleListeners.splice(0).forEach((run) => run()));
}

function partHydrated(record: PartRecord) {
  record.done = true;
  unhydrated.delete(record);
  if (hydrating === false && unhydrated.size === 0) settle();
}

function pump() {
  if (waiting.length === 0) {
    pumping = false;
    hydrating = false;
    if (unhydrated.size === 0) settle();
    else setTimeout(settle, SETTLE_TIMEOUT_MS);
    return;
  }
  waiting.sort((a, b) => a.priority - b.priority || a.order - b.order);
  // One part per task: its promise settles now, and React hydrates it in a render of its own.
  waiting.shift()?.release();
  nextTask(pump);
}

function enqueue(priority: HydrationPriority): Promise<void> {
  return new Promise<void>((resolve) => {
    waiting.push({ priority, order: (order += 1), release: resolve });
  });
}

const settleListeners: Array<() => void> = [];

/** Calls `onSettled` once the page has hydrated (never, when it already has). */
function subscribeToSettled(onSettled: () => void): () => void {
  if (isSettled()) return () => {};
  settleListeners.push(onSettled);
  return () => {
    const index = settleListeners.indexOf(onSettled);
    if (index !== -1) settleListeners.splice(index, 1);
  };
}

/** What the exported HTML was rendered with (`useHydrated`'s value while a component hydrates). */
const duringHydration = () => false;

/**
 * False while the page's exported markup is still being hydrated, true from the moment every part
 * has hydrated (at once in a browser render without exported markup, and after a client-side
 * navigation). For work a page can start late, such as loading the ad code: it stays out of the
 * hydration tasks that a reader's first taps wait on. A component that hydrates late (a part's
 * boundary the page had given up waiting for) first renders false, as the exported HTML was
 * rendered (the store's server snapshot), then true: reading the late value while hydrating would
 * not match that HTML, and React would throw the part's markup away and render it again.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(subscribeToSettled, isSettled, duringHydration);
}

/** Called once the first hydration pass has committed: the gated parts start to hydrate. */
export function startDeferredHydration() {
  if (pumping || !isHydrating()) return;
  pumping = true;
  nextTask(pump);
}

/** Renders nothing; tells the page that the boundary it is in has hydrated. */
function Hydrated({ record }: { record: PartRecord }) {
  React.useEffect(() => partHydrated(record), [record]);
  return null;
}

/** Renders its children: the component a deferred part's `React.lazy` resolves to. */
function Passthrough({ children }: { children: React.ReactElement }) {
  return children;
}

type DeferredPart = React.LazyExoticComponent<typeof Passthrough>;

/** A lazy component that resolves when the part's turn comes (`React.lazy` is the gate). */
function waitForTurn(priority: HydrationPriority): DeferredPart {
  const turn = enqueue(priority);
  return React.lazy(() => turn.then(() => ({ default: Passthrough })));
}

export function HydrateLater({
  priority = HYDRATION.side,
  children,
}: {
  priority?: HydrationPriority;
  children: React.ReactElement;
}) {
  // Kept here, above the boundary: React discards the state of a component that suspends before
  // it mounted, so the part's place in the queue is remembered by its parent.
  const [part] = React.useState(() => {
    if (isSettled()) return null;
    const record: PartRecord = { done: false };
    return {
      record,
      Deferred: isHydrating() ? waitForTurn(priority) : null,
    };
  });
  // The page waits for the part's boundary to hydrate, or for the part to leave the page.
  React.useEffect(() => {
    if (!part || part.record.done) return undefined;
    unhydrated.add(part.record);
    return () => partHydrated(part.record);
  }, [part]);
  const Deferred = part?.Deferred;
  // The server renders the same boundary, so the exported HTML marks it (`<!--$-->`) and React
  // keeps the part's exported DOM, dehydrated, until the lazy component resolves. The marker comes
  // last, so the parts inside the part are waited for before it says the part has hydrated.
  return (
    <React.Suspense fallback={null}>
      {Deferred ? <Deferred>{children}</Deferred> : children}
      {part ? <Hydrated record={part.record} /> : null}
    </React.Suspense>
  );
}

/** How many rows or items of a long table or list hydrate together in one task. */
export const HYDRATION_CHUNK = 16;

/**
 * A long run of rows or items, split into chunks of `HYDRATION_CHUNK` that hydrate one per task.
 * `wrap` puts a chunk into its one DOM element (a `<tbody>` of a table, a `<ul>` of a list); a
 * short run stays in a single chunk. Suspending one gate per row instead cost more than it saved.
 */
export function hydrateInChunks(
  children: React.ReactNode,
  priority: HydrationPriority,
  wrap: (chunk: React.ReactNode[], index: number) => React.ReactElement,
): React.ReactNode {
  const items = React.Children.toArray(children);
  const chunks: React.ReactNode[][] = [];
  for (let start = 0; start < items.length; start += HYDRATION_CHUNK) {
    chunks.push(items.slice(start, start + HYDRATION_CHUNK));
  }
  if (chunks.length <= 1) return wrap(items, 0);
  return chunks.map((chunk, index) => (
    <HydrateLater key={index} priority={priority}>
      {wrap(chunk, index)}
    </HydrateLater>
  ));
}

/**
 * Each element of a list (the blocks of an article) hydrates in a task of its own. Every element
 * must render exactly one DOM element; other children are kept as they are.
 */
export function hydrateEachLater(
  children: React.ReactNode,
  priority: HydrationPriority,
  isSingleElement: (child: React.ReactElement) => boolean,
): React.ReactNode {
  return React.Children.map(children, (child) =>
    React.isValidElement(child) && isSingleElement(child) ? (
      <HydrateLater priority={priority}>{child}</HydrateLater>
    ) : (
      child
    ),
  );
}
