import * as React from 'react';
import { CopyButton } from './CopyButton';

/** The frame of highlighted code (`.code-frame` in the static styles: Prism colours per scheme). */
export function CodeFrame({ className, ...other }: React.ComponentProps<'div'>) {
  return <div className={className ? `code-frame ${className}` : 'code-frame'} {...other} />;
}

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
