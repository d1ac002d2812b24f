import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import IconButton from '@mui/material/IconButton';
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
      <Box component="figure" sx={{ m: 0, my: 3 }} data-demo={source.name}>
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
          <ToggleButtonGroup
            size="small"
            exclusive
            value={codeVariant}
            onChange={(_, value: CodeVariant | null) => value && setCodeVariant(value)}
            aria-label="Source language"
          >
            <ToggleButton value="TS" sx={{ py: 0.25, px: 1 }}>
              TS
            </ToggleButton>
            <ToggleButton value="JS" sx={{ py: 0.25, px: 1 }}>
              JS
            </ToggleButton>
          </ToggleButtonGroup>
          <Box sx={{ flex: 1 }} />
          <Button
            size="small"
            startIcon={<CodeRoundedIcon />}
            onClick={() => setCodeOpen((open) => !open)}
            aria-expanded={codeOpen}
          >
            {codeOpen ? 'Hide code' : 'Show code'}
          </Button>
          <IconButton
            title={copied ? t('markdown.copied') : t('markdown.copyCode')}
            size="small"
            onClick={() => void copy(variant.code)}
            aria-label={copied ? t('markdown.copied') : t('markdown.copyCode')}
          >
            {copied ? (
              <CheckRoundedIcon fontSize="small" />
            ) : (
              <ContentCopyRoundedIcon fontSize="small" />
            )}
          </IconButton>
          <IconButton
            title={'Open in CodeSandbox'}
            size="small"
            onClick={() => void openSandbox('codesandbox', source, codeVariant)}
            aria-label="Open in CodeSandbox"
          >
            <OpenInNewRoundedIcon fontSize="small" />
          </IconButton>
          <IconButton
            title={'Open in StackBlitz'}
            size="small"
            onClick={() => void openSandbox('stackblitz', source, codeVariant)}
            aria-label="Open in StackBlitz"
          >
            <span aria-hidden="true" style={{ fontSize: 13, fontWeight: 800, lineHeight: 1 }}>
              SB
            </span>
          </IconButton>
          <IconButton
            title={'Reset the demo'}
            size="small"
            onClick={() => setResetKey((key) => key + 1)}
            aria-label="Reset the demo"
          >
            <RefreshRoundedIcon fontSize="small" />
          </IconButton>
        </Toolbar>
        <Collapse in={codeOpen} unmountOnExit>
          <DemoSourceCode source={source} variant={codeVariant} />
        </Collapse>
      </Box>
    </>
  );
}
