import * as React from 'react';
import { styled } from '@mui/material/styles';
import { monoFontFamily } from '@/src/theme/docsTheme';
import { CopyButton } from './CopyButton';
import { prismStyles } from './prismTheme';

export const CodeFrame = styled('div')(({ theme }) => ({
  ...prismStyles,
  position: 'relative',
  margin: theme.spacing(2, 0, 3),
  '& pre': {
    margin: 0,
    padding: theme.spacing(2),
    overflow: 'auto',
    maxHeight: 560,
    backgroundColor: 'var(--code-bg)',
    color: 'var(--code-text)',
    border: '1px solid var(--code-border)',
    borderRadius: theme.shape.borderRadius,
    fontFamily: monoFontFamily,
    fontSize: 13,
    lineHeight: 1.6,
    // Direction comes from the `dir="ltr"` attribute: the right-to-left stylis plugin would flip
    // a `direction` or `text-align` declaration written here.
    tabSize: 2,
  },
  '& pre > code': { fontFamily: 'inherit', backgroundColor: 'transparent', padding: 0 },
  '& button': {
    color: 'var(--code-text)',
    borderColor: 'var(--code-border)',
    backgroundColor: 'var(--code-bg)',
  },
}));

/** Copies the hovered block on Ctrl/⌘+C unless the reader has selected some text. */
function useCopyOnHoverShortcut(copyRef: React.MutableRefObject<(() => void) | null>) {
  const hovered = React.useRef(false);
  React.useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (!hovered.current || event.key.toLowerCase() !== 'c') return;
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      const selection = window.getSelection();
      if (selection && selection.toString().length > 0) return;
      event.preventDefault();
      copyRef.current?.();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [copyRef]);
  return {
    onMouseEnter: () => {
      hovered.current = true;
    },
    onMouseLeave: () => {
      hovered.current = false;
    },
  };
}

/** A highlighted code block (the `pre` of markdown) with a copy button; always left to right. */
export function CodeBlock(props: React.ComponentProps<'pre'> & { 'data-language'?: string }) {
  const preRef = React.useRef<HTMLPreElement>(null);
  const copyRef = React.useRef<(() => void) | null>(null);
  const hoverHandlers = useCopyOnHoverShortcut(copyRef);
  const getText = React.useCallback(() => preRef.current?.textContent ?? '', []);
  return (
    <CodeFrame data-code-block="" dir="ltr" {...hoverHandlers}>
      <pre ref={preRef} {...props} dir="ltr" tabIndex={0} />
      <CopyButton getText={getText} copyRef={copyRef} />
    </CodeFrame>
  );
}
