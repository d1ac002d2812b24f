import * as React from 'react';

/** How long "Copied" stays on a copy button (code blocks, demo toolbars, the page), in ms. */
export const COPY_FEEDBACK_MS = 2000;

/** Writes text to the clipboard; a denied or missing clipboard resolves to false. */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * State machine of a copy button: idle → copied for `duration` ms → idle. The timer is cleared
 * on unmount and restarted on a second copy. `copy` resolves to whether the clipboard took the text.
 */
export function useCopyButton(duration: number = COPY_FEEDBACK_MS) {
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);
  const copy = React.useCallback(
    async (text: string): Promise<boolean> => {
      const ok = await writeClipboard(text);
      if (!ok) return false;
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), duration);
      return true;
    },
    [duration],
  );
  return { copied, copy };
}
