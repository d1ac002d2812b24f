import { COPY_FEEDBACK_MS, writeClipboard } from './useCopyButton';

/**
 * The behaviour of an article's static HTML, by event delegation from the article's parts: the
 * HTML is never hydrated, so its links and copy buttons are served by listeners on the parts that
 * contain them.
 */

/** What a click handler needs to know of a click (a DOM or React mouse event). */
export interface ArticleClick {
  target: EventTarget | null;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** A plain left click, for asking `internalLinkOf` about a link without a real click. */
export const PLAIN_CLICK: Omit<ArticleClick, 'target'> = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

/**
 * The page a click should open inside the app (client-side navigation), or null when the browser
 * should handle it: modified clicks (new tab, download), other buttons, links with a target,
 * anchors on the page, other sites and files that are not exported pages.
 */
export function internalLinkOf(event: ArticleClick): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!anchor || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  // Exported pages are folders (`/x/react-data-grid/sorting/`); anything else is a file.
  return href.split('#')[0].split('?')[0].endsWith('/') ? href : null;
}

/** The code block whose copy button was clicked, or null. */
export function copiedBlockOf(event: ArticleClick): Element | null {
  const button = event.target instanceof Element ? event.target.closest('.copy-button') : null;
  return button?.closest('[data-code-block]') ?? null;
}

/** The code block under the pointer, for the Ctrl/⌘+C shortcut. */
export function hoveredCodeBlock(root: ParentNode = document): Element | null {
  try {
    return root.querySelector('[data-code-block]:hover');
  } catch {
    // An environment without `:hover` support has no pointer either.
    return null;
  }
}

/** Whether a key press is the plain copy shortcut (Ctrl+C, or ⌘+C on a Mac). */
export function isCopyShortcut(event: KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === 'c' &&
    (event.ctrlKey || event.metaKey) &&
    !event.shiftKey &&
    !event.altKey
  );
}

const resetTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

/**
 * Copies a code block's text, then shows "Copied" on its button for `duration` ms (a second copy
 * restarts the wait). A denied or missing clipboard changes nothing. Resolves to whether the
 * clipboard took the text.
 */
export async function copyCodeBlock(
  block: Element,
  labels: { copy: string; copied: string },
  duration: number = COPY_FEEDBACK_MS,
): Promise<boolean> {
  const text = block.querySelector('pre')?.textContent ?? '';
  if (!(await writeClipboard(text))) return false;
  const button = block.querySelector('.copy-button');
  if (!button) return true;
  const label = button.querySelector('[aria-live]') ?? button;
  button.setAttribute('data-copied', 'true');
  label.textContent = labels.copied;
  clearTimeout(resetTimers.get(button));
  resetTimers.set(
    button,
    setTimeout(() => {
      button.setAttribute('data-copied', 'false');
      label.textContent = labels.copy;
      resetTimers.delete(button);
    }, duration),
  );
  return true;
}
