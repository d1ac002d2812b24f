import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { COPY_FEEDBACK_MS, useCopyButton } from './useCopyButton';

interface CopyButtonProps {
  /** Returns the text to copy when the reader asks for it. */
  getText: () => string;
  duration?: number;
  /** Lets a parent trigger the same copy (Ctrl/⌘+C on a hovered block). */
  copyRef?: React.MutableRefObject<(() => void) | null>;
}

/** "Copy" button that reads "Copied" for a moment after a successful copy. */
export function CopyButton({ getText, duration = COPY_FEEDBACK_MS, copyRef }: CopyButtonProps) {
  const t = useTranslate();
  const { copied, copy } = useCopyButton(duration);
  const handleCopy = React.useCallback(() => {
    void copy(getText());
  }, [copy, getText]);
  React.useEffect(() => {
    if (copyRef) copyRef.current = handleCopy;
  }, [copyRef, handleCopy]);
  return (
    <button
      className="copy-button"
      type="button"
      onClick={handleCopy}
      data-copied={copied}
      title={t('markdown.copyCode')}
    >
      <span aria-live="polite">{copied ? t('markdown.copied') : t('markdown.copy')}</span>
    </button>
  );
}
