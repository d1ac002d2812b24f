import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { allPages } from '../../data/pages';
import { DEMO_FILE_PATTERN } from '../../src/content/paths';
import { flattenPages } from '../../src/navigation/buildPageTree';
import { ALLOWED_CONSOLE_ERRORS } from './fixtures';

// Uses every control of every demo of a page, the way a reader would, inside the page: one
// `page.evaluate` per page drives the DOM (a round trip per control would cost more than the
// controls themselves on a page of twenty grids). What it does, demo by demo:
//
// - a grid (`.MuiDataGrid-root`): starts an edit in its first editable cell (double click), types
//   a value and commits it (Enter);
// - every button, tab, menu item, switch, checkbox and radio: clicked; a menu or list that opens
//   has its first item chosen, and a dialog, popover or popup left open is closed with Escape;
// - every select (`role="combobox"`): opened and its first option chosen;
// - every text field: typed into.
//
// Only the demo's own stage is used, never the site's demo toolbar, and never a link. Controls
// that repeat (the same label in every row of a grid) are used once. A problem is an uncaught
// error, an unhandled rejection, a console error (the licence-key message of Pro and Premium
// components excepted) or the demo's error boundary, named with the control in use when it came.

/** An exported English docs page whose folder holds demos (test-only pages left out). */
export function pagesWithDemos(): string[] {
  const docs = path.join(process.cwd(), 'data', 'docs');
  return flattenPages(allPages)
    .map((entry) => entry.pathname)
    .filter((pathname) => {
      const folder = path.join(docs, pathname);
      if (!fs.existsSync(path.join(folder, 'index.mdx'))) return false;
      return fs.readdirSync(folder).some((name) => DEMO_FILE_PATTERN.test(name));
    })
    .sort();
}

export interface ControlProblem {
  demo: string;
  /** The control in use when the problem came (`button "Delete"`), or what was being done. */
  control: string;
  problem: string;
}

export interface ControlsReport {
  demos: number;
  controls: number;
  /** The controls used, by demo. */
  used: Record<string, string[]>;
  problems: ControlProblem[];
}

interface InPageOptions {
  allowed: string[];
  maxControls: number;
  loadLimitMs: number;
  demoLimitMs: number;
}

/** A report's problems as lines: page, demo, control, what happened. */
export function describeControlProblems(pathname: string, report: ControlsReport): string[] {
  return report.problems.map(
    ({ demo, control, problem }) => `${pathname} ${demo}: ${control}: ${problem}`,
  );
}

/** Longest wait for every demo of a page to load. */
const LOAD_LIMIT_MS = 30_000;
/** Most controls used per demo (after repeats are dropped). */
const MAX_CONTROLS = 40;
/** Longest time spent on one demo's controls; the rest are left (and counted) unused. */
const DEMO_LIMIT_MS = 8_000;

/**
 * Uses every control of every demo of the open page; returns what went wrong. `demoLimitMs`
 * replaces the time allowed per demo (a page whose every control must be used, on a loaded
 * machine, gives more).
 */
export async function exerciseDemoControls(
  page: Page,
  { demoLimitMs = DEMO_LIMIT_MS }: { demoLimitMs?: number } = {},
): Promise<ControlsReport> {
  const options: InPageOptions = {
    allowed: ALLOWED_CONSOLE_ERRORS.map((pattern) => pattern.source),
    maxControls: MAX_CONTROLS,
    loadLimitMs: LOAD_LIMIT_MS,
    demoLimitMs,
  };
  return page.evaluate(runInPage, options);
}

/** Runs in the page: no reference to anything outside this function. */
async function runInPage(options: InPageOptions): Promise<ControlsReport> {
  const allowed = options.allowed.map((source) => new RegExp(source, 'i'));
  const problems: ControlProblem[] = [];
  const current = { demo: '', control: 'loading' };
  const record = (problem: string) => {
    if (allowed.some((pattern) => pattern.test(problem))) return;
    problems.push({ ...current, problem: problem.slice(0, 300) });
  };
  const text = (value: unknown) =>
    value instanceof Error ? value.message : typeof value === 'string' ? value : String(value);

  // What would leave the page or block it is kept in: forms are not sent, nothing opens a window
  // or a print dialog, and alerts answer at once.
  const originalError = console.error;
  console.error = (...args: unknown[]) => {
    record(`console error: ${args.map(text).join(' ')}`);
    originalError.apply(console, args);
  };
  const onError = (event: ErrorEvent) => record(`uncaught error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    record(`unhandled rejection: ${text(event.reason)}`);
  const onSubmit = (event: Event) => event.preventDefault();
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('submit', onSubmit, true);
  window.open = () => null;
  window.print = () => undefined;
  window.alert = () => undefined;
  window.confirm = () => true;
  window.prompt = () => null;

  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await frame();
  };
  const visible = (element: Element) =>
    element.isConnected && element.checkVisibility() && element.getClientRects().length > 0;
  // Shown (a grid's header buttons are laid out but stay invisible until hovered: they count),
  // enabled, not part of a link, and not a stand-in kept from assistive technology (a select's
  // hidden native input).
  const usable = (element: Element) =>
    visible(element) &&
    !element.closest('[aria-hidden="true"]') &&
    !element.matches(':disabled, [aria-disabled="true"]') &&
    !element.closest('a[href], [data-demo-error]');

  // Load every demo, as the crawl does: scroll to each, then wait for the stragglers.
  const figures = Array.from(document.querySelectorAll<HTMLElement>('figure[data-demo]'));
  // Loaded means rendered: a box says `data-demo-loaded="true"` once the demo's code is in, but
  // shows a placeholder until Material UI's theme has loaded too (the first demo of a page can
  // wait for it), and only then holds the demo's content.
  const rendered = (figure: Element) =>
    figure.querySelector('[data-demo-loaded="true"] > .demo-content') !== null;
  const loaded = (figure: Element) =>
    rendered(figure) || figure.querySelector('[data-demo-error]') !== null;
  for (const figure of figures) {
    figure.scrollIntoView({ block: 'center' });
    await frame();
    await frame();
  }
  const start = performance.now();
  while (figures.some((figure) => !loaded(figure))) {
    if (performance.now() - start > options.loadLimitMs) break;
    const notStarted = figures.find(
      (figure) => !loaded(figure) && !figure.querySelector('[aria-busy="true"]'),
    );
    if (notStarted) {
      notStarted.scrollIntoView({ block: 'center' });
      await frame();
      await frame();
    } else await new Promise((resolve) => setTimeout(resolve, 50));
  }

  /** Popups open outside any demo (menus, lists, dialogs, pickers), in the page's portals. */
  const openPopups = () =>
    Array.from(
      document.querySelectorAll(
        '[role="menu"], [role="listbox"], [role="dialog"], [role="tooltip"], [role="presentation"]',
      ),
    ).filter((element) => !element.closest('figure[data-demo], aside, header') && visible(element));
  const key = (target: Element, name: string) => {
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
    );
  };
  /** Chooses the first item of a menu or list that opened, then closes whatever stays open. */
  const answerPopups = async (before: Element[]) => {
    const opened = () => openPopups().filter((popup) => !before.includes(popup));
    const choice = opened()
      .flatMap((popup) =>
        Array.from(popup.querySelectorAll('[role="option"], [role="menuitem"]')).filter(usable),
      )
      .at(0);
    if (choice) {
      (choice as HTMLElement).click();
      await settle();
    }
    // Escape where the popup listens (its own root, or the document above it), then a click on
    // its backdrop for a popup that ignores Escape.
    for (let tries = 0; tries < 3 && opened().length > 0; tries += 1) {
      const popup = opened()[0];
      if (tries < 2) key(popup, 'Escape');
      else
        popup.closest('.MuiModal-root')?.querySelector<HTMLElement>('.MuiBackdrop-root')?.click();
      await settle();
    }
  };
  const setValue = (input: HTMLInputElement | HTMLTextAreaElement, value: string) => {
    const prototype = Object.getPrototypeOf(input) as object;
    const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    input.focus();
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const typed = (input: HTMLInputElement | HTMLTextAreaElement) =>
    input instanceof HTMLInputElement && input.type === 'number' ? '7' : 'Ab1';
  const label = (element: Element) => {
    const named =
      element.getAttribute('aria-label') ??
      element.getAttribute('title') ??
      (element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null)
        ?.textContent ??
      element.closest('label')?.textContent ??
      element.getAttribute('placeholder') ??
      element.getAttribute('name') ??
      element.textContent;
    const role =
      element.getAttribute('role') ??
      (element instanceof HTMLInputElement ? element.type || 'text' : element.localName);
    return `${role} "${(named ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  };
  const TEXT_TYPES = ['text', 'search', 'email', 'number', 'tel', 'url', 'password', ''];
  const CONTROLS = [
    'button',
    '[role="button"]',
    '[role="tab"]',
    '[role="menuitem"]',
    '[role="switch"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="combobox"]',
    'input',
    'textarea',
    'select',
  ].join(', ');

  let controls = 0;
  const used: Record<string, string[]> = {};
  for (const figure of figures) {
    current.demo = figure.getAttribute('data-demo') ?? '';
    current.control = 'loading';
    const stage = figure.querySelector<HTMLElement>('[data-demo-loaded]');
    if (figure.querySelector('[data-demo-error]')) {
      record('error boundary: the demo crashed before any control was used');
      continue;
    }
    if (!stage || !rendered(figure)) {
      record('the demo did not load');
      continue;
    }
    figure.scrollIntoView({ block: 'center' });
    await settle();
    const demoStart = performance.now();
    // A grid lays out its rows after it has measured itself.
    const gridsReady = () =>
      Array.from(stage.querySelectorAll('.MuiDataGrid-root')).every(
        (grid) => grid.querySelector('.MuiDataGrid-row, .MuiDataGrid-overlay') !== null,
      );
    while (!gridsReady() && performance.now() - demoStart < 1_000) await frame();
    const crashed = () => {
      if (!figure.querySelector('[data-demo-error]')) return false;
      record('error boundary: the demo crashed');
      return true;
    };

    // A grid: edit the first editable cell and commit the edit.
    for (const grid of Array.from(stage.querySelectorAll('.MuiDataGrid-root'))) {
      const cell = grid.querySelector<HTMLElement>('.MuiDataGrid-cell--editable');
      if (!cell) continue;
      current.control = `edit of cell "${cell.dataset.field ?? ''}"`;
      controls += 1;
      (used[current.demo] ??= []).push(current.control);
      cell.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      cell.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, detail: 2 }));
      await settle();
      const editing = grid.querySelector('.MuiDataGrid-cell--editing');
      const field = editing?.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        'input:not([type="checkbox"]):not([type="hidden"]), textarea',
      );
      const box = editing?.querySelector<HTMLInputElement>('input[type="checkbox"]');
      if (field) setValue(field, field.type === 'date' ? '2024-02-03' : typed(field));
      else box?.click();
      await settle();
      await answerPopups([]);
      key(
        document.activeElement?.closest('.MuiDataGrid-cell') ? document.activeElement : cell,
        'Enter',
      );
      await settle();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (crashed()) continue;

    // Every other control, as the demo shows them now; repeats (same kind and name) used once.
    const seen = new Set<string>();
    const targets = Array.from(stage.querySelectorAll(CONTROLS)).filter((element) => {
      if (element instanceof HTMLInputElement) {
        const inputKind = element.type;
        if (!TEXT_TYPES.includes(inputKind) && !['checkbox', 'radio'].includes(inputKind)) {
          return false;
        }
      }
      if (!usable(element)) return false;
      const id = label(element);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    for (const target of targets.slice(0, options.maxControls)) {
      if (performance.now() - demoStart > options.demoLimitMs) break;
      if (!target.isConnected || !stage.contains(target)) continue;
      current.control = label(target);
      controls += 1;
      (used[current.demo] ??= []).push(current.control);
      const before = openPopups();
      if (target instanceof HTMLSelectElement) {
        target.selectedIndex = Math.min(1, target.options.length - 1);
        target.dispatchEvent(new Event('change', { bubbles: true }));
      } else if (
        (target instanceof HTMLInputElement && TEXT_TYPES.includes(target.type)) ||
        target instanceof HTMLTextAreaElement
      ) {
        setValue(target, typed(target));
      } else if (target.getAttribute('role') === 'combobox') {
        // A Material UI select opens on a press of the main button.
        target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
        (target as HTMLElement).click();
      } else {
        (target as HTMLElement).click();
      }
      await settle();
      await answerPopups(before);
      if (crashed()) break;
    }
    current.control = 'after its last control';
    await settle();
  }
  await new Promise((resolve) => setTimeout(resolve, 50));

  console.error = originalError;
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  document.removeEventListener('submit', onSubmit, true);
  return { demos: figures.length, controls, used, problems };
}
