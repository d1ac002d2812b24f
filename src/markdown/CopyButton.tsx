import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';
import { COPY_FEEDBACK_MS, useCopyButton } from './useCopyButton';

const Button = styled('button')(({ theme }) => ({
  position: 'absolute',
  margin: 0,
  cursor: 'pointer',
  top: theme.spacing(1),
  insetInlineEnd: theme.spacing(1),
  padding: '2px 8px',
  borderRadius: 6,
  fontSize: 12,
  fontWeight: 600,
  fontFamily: theme.typography.fontFamily,
  color: '#C7D0DD',
  backgroundColor: 'rgba(255,255,255,0.06)',
  border: '1px solid rgba(255,255,255,0.16)',
  opacity: 0,
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.shortest,
  }),
  '&:focus-visible, [data-code-block]:hover &, &[data-copied="true"]': { opacity: 1 },
  '@media (hover: none)': { opacity: 1 },
}));

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
    <Button type="button" onClick={handleCopy} data-copied={copied} title={t('markdown.copyCode')}>
      <span aria-live="polite">{copied ? t('markdown.copied') : t('markdown.copy')}</span>
    </Button>
  );
}
