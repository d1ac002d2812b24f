/**
 * The post-build step that starts a page's framework scripts after its first paint: the deferred
 * script tags become one loader that adds the same scripts, in the same order, once the parsed
 * document has painted a frame.
 */
import { LOADER_MARK, startScriptsAfterPaint } from '@/scripts/scripts-after-paint';

const PAGE =
  '<!DOCTYPE html><html><head><title>Sorting</title>' +
  '<script defer="" src="/_next/static/chunks/runtime.js"></script>' +
  '<script>(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/framework.js" defer=""></script>' +
  '<script src="/_next/static/build-id/_buildManifest.js" defer=""></script>' +
  '<script>window.themeScript=1</script>' +
  '</head><body><p>Sort rows by one or more columns.</p>' +
  '<script id="__NEXT_DATA__" type="application/json">{"page":"/[[...slug]]"}</script>' +
  '</body></html>';

const SOURCES = [
  '/_next/static/chunks/runtime.js',
  '/_next/static/chunks/framework.js',
  '/_next/static/build-id/_buildManifest.js',
];

function rewritten(): string {
  const html = startScriptsAfterPaint(PAGE);
  if (html === null) throw new Error('the page was not rewritten');
  return html;
}

/** Runs the page's inline scripts (not the JSON data) in this jsdom document. */
function runInlineScripts(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  document.head.innerHTML = '';
  for (const match of head.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(match[1])) continue;
    new Function(match[2])();
  }
}

function addedScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')].filter((script) => script.src !== '');
}

afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
});

test('no deferred script tag is left for the preload scanner; the loader stands in place of the first', () => {
  const html = rewritten();
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).toContain(`<title>Sorting</title><script ${LOADER_MARK}="">`);
  // The inline scripts and the page data stay where they were, in their order.
  expect(html.indexOf('TURBOPACK')).toBeGreaterThan(html.indexOf(LOADER_MARK));
  expect(html.indexOf('window.themeScript')).toBeGreaterThan(html.indexOf('TURBOPACK'));
  expect(html).toContain('<script id="__NEXT_DATA__" type="application/json">');
  // Every source is named once, in document order.
  const named = [...html.matchAll(/\/_next\/static\/[^"]+\.js/g)].map((match) => match[0]);
  expect(named).toEqual(SOURCES);
});

test('a page already rewritten, or without deferred scripts, is left alone', () => {
  expect(startScriptsAfterPaint(rewritten())).toBeNull();
  expect(startScriptsAfterPaint('<html><head></head><body><p>Not found</p></body></html>')).toBe(
    null,
  );
});

test('the loader waits for the parsed document and a painted frame, then adds the scripts in order', () => {
  jest.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  const requestFrame = jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
  runInlineScripts(rewritten());
  // jsdom has finished parsing this document, so the loader went straight to waiting for a frame.
  expect(requestFrame).toHaveBeenCalledTimes(1);
  expect(addedScripts()).toEqual([]);
  // The first frame's callback runs before that frame is painted: still nothing requested.
  frames[0](0);
  expect(addedScripts()).toEqual([]);
  // The next frame's callback runs once the first frame is on screen; the task queued from it
  // starts the scripts.
  expect(frames).toHaveLength(2);
  frames[1](16);
  expect(addedScripts()).toEqual([]);
  jest.advanceTimersByTime(0);
  const scripts = addedScripts();
  expect(scripts.map((script) => script.getAttribute('src'))).toEqual(SOURCES);
  // `async = false` keeps the execution order of the former `defer` tags.
  expect(scripts.every((script) => script.async === false)).toBe(true);
  // The fallback timer finds the work done and adds nothing twice.
  jest.advanceTimersByTime(1000);
  expect(addedScripts()).toHaveLength(SOURCES.length);
  requestFrame.mockRestore();
});

test('when no frame comes, a timer starts the scripts after one second', () => {
  jest.useFakeTimers();
  const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
  runInlineScripts(rewritten());
  jest.advanceTimersByTime(999);
  expect(addedScripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(addedScripts()).toHaveLength(SOURCES.length);
  requestFrame.mockRestore();
});

test('a hidden tab paints nothing, so it starts the scripts at once', () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  runInlineScripts(rewritten());
  expect(addedScripts()).toHaveLength(SOURCES.length);
  visibility.mockRestore();
});
