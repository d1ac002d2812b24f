import type { RandomSource } from './randomSource';
import { shouldSample } from './sampling';

/** An analytics event described by `data-ga-event-*` attributes. */
export interface ClickEvent {
  category: string;
  params: { eventAction: string | null; eventLabel: string | null };
}

/** The nearest element, from `target` up, that carries `data-ga-event-category`. */
export function findTrackedElement(target: EventTarget | null): Element | null {
  const start = target instanceof Element ? target : null;
  return start ? start.closest('[data-ga-event-category]') : null;
}

/**
 * The split ratio of a tracked element: `data-ga-event-split` in (0, 1]; missing or invalid
 * values mean every click is sent.
 */
export function splitRatio(value: string | null): number {
  if (value === null || value.trim() === '') return 1;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 && parsed <= 1 ? parsed : 1;
}

/** The event for a click on `target`, or null when nothing is tracked or the split skips it. */
export function clickEventFor(target: EventTarget | null, random: RandomSource): ClickEvent | null {
  const element = findTrackedElement(target);
  const category = element?.getAttribute('data-ga-event-category');
  if (!element || !category) return null;
  if (!shouldSample(splitRatio(element.getAttribute('data-ga-event-split')), random)) return null;
  return {
    category,
    params: {
      eventAction: element.getAttribute('data-ga-event-action'),
      eventLabel: element.getAttribute('data-ga-event-label'),
    },
  };
}
