import * as React from 'react';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import { markdownPath } from './markdownTwin';
import { COPY_FEEDBACK_MS, useCopyButton } from './useCopyButton';

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
    // Demos the reader edited are copied as edited (the registry is loaded only at a copy).
    const { withEditedDemos } = await import('./editedDemos');
    const ok = await copy(withEditedDemos(text));
    if (!ok) setProblem('denied');
  };

  return (
    <div className="copy-page" data-copy-page-markdown="">
      <button
        type="button"
        onClick={() => void handleClick()}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        data-copied={copied}
      >
        <span aria-live="polite">
          {copied ? t('markdown.copied') : t('markdown.copyPageMarkdown')}
        </span>
      </button>
      <a href={href} type="text/markdown">
        {t('markdown.viewMarkdown')}
      </a>
      {problem ? (
        <span role="status">
          {t(problem === 'denied' ? 'markdown.clipboardDenied' : 'markdown.markdownUnavailable')}
        </span>
      ) : null}
    </div>
  );
}
