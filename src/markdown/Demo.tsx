import * as React from 'react';
import CodeRoundedIcon from '@mui/icons-material/CodeRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { styled } from '@mui/material/styles';
import { useCodePreferences } from '@/src/code-preferences/CodePreferencesProvider';
import type { CodeVariant } from '@/src/code-preferences/cookies';
import type { DemoSource } from './types';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { DemoSourceCode } from './DemoSourceCode';
import { DemoSourcesContext } from './DemoContext';
import { DemoErrorBoundary } from './DemoErrorBoundary';
import { COPY_FEEDBACK_SHORT_MS, useCopyButton } from './useCopyButton';
import { LazyDemo } from './LazyDemo';
import { LiteIconButton, LiteTextButton, LiteToggleGroup } from '@/src/layout/LiteButton';

const Stage = styled('div')(({ theme }) => ({
  position: 'relative',
  padding: theme.spacing(3),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: `${theme.shape.borderRadius}px ${theme.shape.borderRadius}px 0 0`,
  backgroundColor: theme.vars.palette.background.paper,
  [theme.breakpoints.down('sm')]: { padding: theme.spacing(2, 1) },
}));

const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 1),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderTop: 0,
  borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`,
}));

const Figure = styled('figure')(({ theme }) => ({ margin: theme.spacing(3, 0) }));

/** Two-state TS/JS switch: pressed buttons in a labelled group, like a toggle button group. */
const VariantGroup = styled(LiteToggleGroup)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
}));

const CODE_VARIANTS: CodeVariant[] = ['TS', 'JS'];

type SandboxService = 'codesandbox' | 'stackblitz';

/** Builds the sandbox project on demand, so its code never weighs on page load. */
async function openSandbox(service: SandboxService, source: DemoSource, variant: CodeVariant) {
  const [{ createSandboxProject }, { openInCodeSandbox, openInStackBlitz }] = await Promise.all([
    import('@/src/sandbox/payload'),
    import('@/src/sandbox/openSandbox'),
  ]);
  const project = createSandboxProject({
    name: source.name,
    title: document.title,
    code: variant === 'JS' ? source.js.code : source.ts.code,
    variant,
    imports: source.imports,
  });
  if (service === 'codesandbox') openInCodeSandbox(project);
  else openInStackBlitz(project);
}

/** A live demo: the component from the file next to the page, lazily loaded, with its source. */
export function Demo({ name }: { name: string }) {
  const sources = React.useContext(DemoSourcesContext);
  const source = sources[name];
  const t = useTranslate();
  const { codeVariant, setCodeVariant } = useCodePreferences();
  const [codeOpen, setCodeOpen] = React.useState(false);
  const [resetKey, setResetKey] = React.useState(0);
  const { copied, copy } = useCopyButton(COPY_FEEDBACK_SHORT_MS);
  if (!source) {
    return <div role="alert">Demo &quot;{name}&quot; was not compiled with this page.</div>;
  }
  const variant = codeVariant === 'JS' ? source.js : source.ts;
  return (
    <>
      <Figure data-demo={source.name}>
        <Stage>
          <DemoErrorBoundary name={source.name} key={resetKey}>
            <LazyDemo
              id={source.id}
              name={source.name}
              height={source.height}
              resetKey={resetKey}
            />
          </DemoErrorBoundary>
        </Stage>
        <Toolbar aria-label={`${source.name} demo toolbar`} role="toolbar">
          <VariantGroup role="group" aria-label={t('markdown.sourceLanguage')}>
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
          </VariantGroup>
          <span style={{ flex: 1 }} />
          <LiteTextButton
            type="button"
            onClick={() => setCodeOpen((open) => !open)}
            aria-expanded={codeOpen}
          >
            <CodeRoundedIcon aria-hidden="true" />
            {codeOpen ? t('markdown.hideCode') : t('markdown.showCode')}
          </LiteTextButton>
          <LiteIconButton
            type="button"
            data-size="small"
            title={copied ? t('markdown.copied') : t('markdown.copyCode')}
            onClick={() => void copy(variant.code)}
            aria-label={copied ? t('markdown.copied') : t('markdown.copyCode')}
          >
            {copied ? (
              <CheckRoundedIcon fontSize="small" />
            ) : (
              <ContentCopyRoundedIcon fontSize="small" />
            )}
          </LiteIconButton>
          <LiteIconButton
            type="button"
            data-size="small"
            title={t('markdown.openCodeSandbox')}
            onClick={() => void openSandbox('codesandbox', source, codeVariant)}
            aria-label={t('markdown.openCodeSandbox')}
          >
            <OpenInNewRoundedIcon fontSize="small" />
          </LiteIconButton>
          <LiteIconButton
            type="button"
            data-size="small"
            title={t('markdown.openStackBlitz')}
            onClick={() => void openSandbox('stackblitz', source, codeVariant)}
            aria-label={t('markdown.openStackBlitz')}
          >
            {/* A lightning bolt, StackBlitz's sign, drawn here rather than as text. */}
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M13.5 2 4.5 13.6h6.2L9 22l10.5-12.4h-6.4L13.5 2z" />
            </svg>
          </LiteIconButton>
          <LiteIconButton
            type="button"
            data-size="small"
            title={t('markdown.resetDemo')}
            onClick={() => setResetKey((key) => key + 1)}
            aria-label={t('markdown.resetDemo')}
          >
            <RefreshRoundedIcon fontSize="small" />
          </LiteIconButton>
        </Toolbar>
        {codeOpen ? <DemoSourceCode source={source} variant={codeVariant} /> : null}
      </Figure>
    </>
  );
}
