import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { markdownPath } from './markdownTwin';
import { COPY_FEEDBACK_MS, useCopyButton } from './useCopyButton';

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1, 2),
  margin: theme.spacing(1, 0, 2),
  fontSize: 13,
  fontFamily: theme.typography.fontFamily,
}));

const Button = styled('button')(({ theme }) => ({
  margin: 0,
  cursor: 'pointer',
  padding: '3px 10px',
  borderRadius: 6,
  font: 'inherit',
  fontWeight: 600,
  color: theme.vars.palette.text.primary,
  backgroundColor: 'transparent',
  border: `1px solid ${theme.vars.palette.divider}`,
  '&:hover': { backgroundColor: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Link = styled('a')(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
  '&:hover': { color: theme.vars.palette.text.primary },
}));

const Problem = styled('span')(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
}));

type Problem = 'denied' | 'unavailable' | null;

interface CopyPageMarkdownProps {
  /** English pathname of the page, without language prefix or trailing slash. */
  pathname: string;
}

/**
 * "Copy page as Markdown" and a link to the page's Markdown twin. The twin is fetched when the
 * pointer or focus reaches the button (so a click has it at hand) and on click at the latest. A
 * clipboard the browser refuses, or a twin that cannot be loaded, leaves the page as it is and says
 * so beside the button.
 */
export function CopyPageMarkdown({ pathname }: CopyPageMarkdownProps) {
  const t = useTranslate();
  const language = useUserLanguage();
  const href = markdownPath(pathname, language);
  const { copied, copy } = useCopyButton(COPY_FEEDBACK_MS);
  const [problem, setProblem] = React.useState<Problem>(null);
  const pending = React.useRef<{ href: string; text: Promise<string | null> } | null>(null);

  const load = React.useCallback((): Promise<string | null> => {
    if (pending.current?.href !== href) {
      const text = fetch(href)
        .then((response) => (response.ok ? response.text() : null))
        .catch(() => null);
      pending.current = { href, text };
      // A failed load is tried again on the next click.
      void text.then((value) => {
        if (value === null && pending.current?.text === text) pending.current = null;
      });
    }
    return pending.current.text;
  }, [href]);

  const handleClick = async () => {
    setProblem(null);
    const text = await load();
    if (text === null) {
      setProblem('unavailable');
      return;
    }
    const ok = await copy(text);
    if (!ok) setProblem('denied');
  };

  return (
    <Root data-copy-page-markdown="">
      <Button
        type="button"
        onClick={() => void handleClick()}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        data-copied={copied}
      >
        <span aria-live="polite">
          {copied ? t('markdown.copied') : t('markdown.copyPageMarkdown')}
        </span>
      </Button>
      <Link href={href} type="text/markdown">
        {t('markdown.viewMarkdown')}
      </Link>
      {problem ? (
        <Problem role="status">
          {t(problem === 'denied' ? 'markdown.clipboardDenied' : 'markdown.markdownUnavailable')}
        </Problem>
      ) : null}
    </Root>
  );
}
