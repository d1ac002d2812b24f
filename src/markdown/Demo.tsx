import * as React from 'react';
import dynamic from 'next/dynamic';
import {
  mdiCheck,
  mdiCodeTags,
  mdiContentCopy,
  mdiOpenInNew,
  mdiPencil,
  mdiRefresh,
} from '@mdi/js';
import { Icon } from '@/src/layout/Icon';
import { useCodePreferences } from '@/src/code-preferences/CodePreferencesProvider';
import type { CodeVariant } from '@/src/code-preferences/options';
import type { DemoSource } from './types';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { DemoSourcesContext } from './DemoContext';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { DemoSourceStatus } from './DemoSourceStatus';
import { loadDemoSource, loadedDemoSource, preloadDemoSource } from './demoSourceFile';
import { COPY_FEEDBACK_SHORT_MS, useCopyButton } from './useCopyButton';
import { LazyDemo } from './LazyDemo';
import type { LiveSession } from '@/src/live/session';
import { LiteIconButton, LiteTextButton, LiteToggleGroup } from '@/src/layout/LiteButton';

const CODE_VARIANTS: CodeVariant[] = ['TS', 'JS'];

type SandboxService = 'codesandbox' | 'stackblitz';

const loadSourceModule = () => import('./DemoSourceCode');
const loadSourceViewer = () => loadSourceModule().then((module) => module.DemoSourceCode);

// The code viewer is a chunk of its own, fetched with the demo's source file when the demo nears
// the viewport; until then (or when it cannot load) the frame shows its status.
const DemoSourceCode = dynamic(loadSourceViewer, {
  ssr: false,
  loading: ({ error, retry }) => <DemoSourceStatus failed={Boolean(error)} onRetry={retry} />,
});

const variantKey = (variant: CodeVariant) => (variant === 'JS' ? 'js' : 'ts');

/**
 * Builds the sandbox project on demand, so its code never weighs on page load; the demo's source
 * comes from the request its demo started (rejects when that file cannot be loaded).
 */
async function openSandbox(
  service: SandboxService,
  source: DemoSource,
  variant: CodeVariant,
  edited: string | null,
) {
  const [{ createSandboxProject }, { openInCodeSandbox, openInStackBlitz }, file] =
    await Promise.all([
      import('@/src/sandbox/payload'),
      import('@/src/sandbox/openSandbox'),
      loadDemoSource(source.sourceUrl),
    ]);
  const project = createSandboxProject({
    name: source.name,
    title: document.title,
    code: edited ?? file[variantKey(variant)].code,
    variant,
    imports: source.imports,
    modules: file.modules?.map((module) => module[variantKey(variant)]),
    // The demo's id is its folder under the docs and its name.
    folder: source.id.slice(0, source.id.lastIndexOf('/')),
  });
  if (service === 'codesandbox') openInCodeSandbox(project);
  else openInStackBlitz(project);
}

/** A small icon button of the demo toolbar: its label is both its tooltip and its name. */
function ToolbarButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <LiteIconButton
      type="button"
      data-size="small"
      title={label}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </LiteIconButton>
  );
}

/** A live demo: the component from the file next to the page, lazily loaded, with its source. */
export function Demo({ name }: { name: string }) {
  const sources = React.useContext(DemoSourcesContext);
  const source = sources[name];
  const t = useTranslate();
  const { codeVariant, setCodeVariant } = useCodePreferences();
  const [codeOpen, setCodeOpen] = React.useState(false);
  const [resetKey, setResetKey] = React.useState(0);
  const [live, setLive] = React.useState<LiveSession | null>(null);
  const [liveLoading, setLiveLoading] = React.useState(false);
  const { copied, copy } = useCopyButton(COPY_FEEDBACK_SHORT_MS);
  const sourceUrl = source?.sourceUrl;
  // The source file and the code viewer start loading with the demo itself, so a click on Copy,
  // Show code or a sandbox finds them at hand (or joins the request already under way).
  const preloadSource = React.useCallback(() => {
    if (!sourceUrl) return;
    preloadDemoSource(sourceUrl);
    loadSourceModule()
      .then((module) => module.keepForOffline(Object.values(sources)))
      .catch(() => {});
  }, [sourceUrl, sources]);
  if (!source) {
    return <div role="alert">Demo &quot;{name}&quot; was not compiled with this page.</div>;
  }
  const key = variantKey(codeVariant);
  // A source that cannot be loaded is reported where the code would show, with a retry.
  const showSourceProblem = () => setCodeOpen(true);
  // Read at the click: the session keeps the edits without re-rendering the frame on every key.
  const editedCode = () => (live?.edited(codeVariant) ? live.code(codeVariant) : null);
  const copyCode = () => {
    const edited = editedCode();
    if (edited !== null) {
      void copy(edited);
      return;
    }
    const ready = loadedDemoSource(source.sourceUrl);
    // Already here: copied within the click itself, as browsers that guard the clipboard want.
    if (ready) {
      void copy(ready[key].code);
      return;
    }
    void loadDemoSource(source.sourceUrl).then((file) => copy(file[key].code), showSourceProblem);
  };
  const sandbox = (service: SandboxService) => {
    openSandbox(service, source, codeVariant, editedCode()).catch(showSourceProblem);
  };
  // The editor, the transpiler and the runner arrive on the first press of Edit, with the demo's
  // component and source (both usually already loaded by then).
  const startEditing = () => {
    setCodeOpen(true);
    if (live || liveLoading) return;
    setLiveLoading(true);
    import('@/src/live/start')
      .then(({ startLiveSession }) => startLiveSession(source, t))
      .then(setLive, showSourceProblem)
      .finally(() => setLiveLoading(false));
  };
  const reset = () => {
    live?.dispose();
    setLive(null);
    setResetKey((key) => key + 1);
  };
  return (
    <>
      <figure className="demo" data-demo={source.name}>
        <div className="demo-stage">
          <DemoErrorBoundary name={source.name} key={resetKey}>
            <LazyDemo
              id={source.id}
              name={source.name}
              heights={source.heights}
              resetKey={resetKey}
              onLoadStart={preloadSource}
              override={live?.Stage}
            />
          </DemoErrorBoundary>
        </div>
        <div className="demo-toolbar" aria-label={`${source.name} demo toolbar`} role="toolbar">
          <LiteToggleGroup
            className="demo-variants"
            role="group"
            aria-label={t('markdown.sourceLanguage')}
          >
            {CODE_VARIANTS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={codeVariant === value}
                onClick={() => setCodeVariant(value)}
              >
                {value}
              </button>
            ))}
          </LiteToggleGroup>
          <span style={{ flex: 1 }} />
          <LiteTextButton
            type="button"
            onClick={() => setCodeOpen((open) => !open)}
            aria-expanded={codeOpen}
          >
            <Icon path={mdiCodeTags} />
            {codeOpen ? t('markdown.hideCode') : t('markdown.showCode')}
          </LiteTextButton>
          <LiteTextButton
            type="button"
            onClick={startEditing}
            aria-pressed={live !== null}
            aria-busy={liveLoading || undefined}
          >
            <Icon path={mdiPencil} />
            {t('markdown.editCode')}
          </LiteTextButton>
          <ToolbarButton
            label={copied ? t('markdown.copied') : t('markdown.copyCode')}
            onClick={copyCode}
          >
            <Icon path={copied ? mdiCheck : mdiContentCopy} />
          </ToolbarButton>
          <ToolbarButton
            label={t('markdown.openCodeSandbox')}
            onClick={() => sandbox('codesandbox')}
          >
            <Icon path={mdiOpenInNew} />
          </ToolbarButton>
          <ToolbarButton label={t('markdown.openStackBlitz')} onClick={() => sandbox('stackblitz')}>
            {/* A lightning bolt, StackBlitz's sign, drawn here rather than as text. */}
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M13.5 2 4.5 13.6h6.2L9 22l10.5-12.4h-6.4L13.5 2z" />
            </svg>
          </ToolbarButton>
          <ToolbarButton label={t('markdown.resetDemo')} onClick={reset}>
            <Icon path={mdiRefresh} />
          </ToolbarButton>
        </div>
        {codeOpen ? (
          <div
            className="demo-source"
            style={{ '--code-lines': source.lines[key] } as React.CSSProperties}
          >
            {live ? (
              <live.Editor variant={codeVariant} />
            ) : (
              <DemoSourceCode source={source} variant={codeVariant} />
            )}
          </div>
        ) : null}
      </figure>
    </>
  );
}
