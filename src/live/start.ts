import type { DemoSource } from '@/src/markdown/types';
import { loadDemoSource } from '@/src/markdown/demoSourceFile';
import { loadDemoIndex } from '@/src/demos/loadDemoIndex';
import { setEditedDemo } from '@/src/markdown/editedDemos';
import { createLiveSession, type LiveSession } from './session';

/**
 * Starts editing a demo: its source (usually already fetched with the demo), its component (already
 * loaded) and the editing code arrive together. Part of the editing chunk, so a page that is never
 * edited carries none of it.
 */
export async function startLiveSession(
  source: DemoSource,
  t: (key: string) => string,
): Promise<LiveSession> {
  const [file, demo] = await Promise.all([
    loadDemoSource(source.sourceUrl),
    loadDemoIndex().then(({ demoLoaders }) => demoLoaders[source.id]()),
  ]);
  const session = createLiveSession({
    demoId: source.id,
    name: source.name,
    original: { TS: file.ts.code, JS: file.js.code },
    component: demo.default,
    labels: {
      editor: `${t('markdown.liveEditor')} (${source.name})`,
      hint: t('markdown.liveHint'),
      problem: t('markdown.liveProblem'),
      line: t('markdown.line'),
      column: t('markdown.column'),
    },
    // Copy page as Markdown reads the page's edits from this registry.
    onChange: (variant, code) => setEditedDemo(source.name, { variant, code }),
  });
  const dispose = session.dispose;
  session.dispose = () => {
    setEditedDemo(source.name, null);
    dispose();
  };
  return session;
}
