import * as React from 'react';
import Editor from 'react-simple-code-editor';
import type { CodeVariant } from '@/src/code-preferences/options';
import { highlightCode } from './highlight';
import { LiveStyles } from './styles';
import type { LiveEditorLabels } from './session';

interface LiveEditorProps {
  /** Id of the text area (unique on the page). */
  id: string;
  value: string;
  variant: CodeVariant;
  labels: LiveEditorLabels;
  onChange: (value: string) => void;
}

/**
 * The demo's code as an editable text area over its highlighted copy (react-simple-code-editor:
 * undo and redo, Tab indents). Escape releases Tab for one key press, so Escape then Tab moves the
 * focus on to the next control: the keyboard is never trapped.
 */
export function LiveEditor({ id, value, variant, labels, onChange }: LiveEditorProps) {
  const [tabReleased, setTabReleased] = React.useState(false);
  const hintId = `${id}-hint`;
  const lines = React.useMemo(() => value.split('\n').length, [value]);
  const highlight = React.useCallback((code: string) => highlightCode(code, variant), [variant]);
  const frameRef = React.useRef<HTMLDivElement>(null);
  // The library renders the text area itself: its description is attached once it exists.
  React.useEffect(() => {
    frameRef.current?.querySelector('textarea')?.setAttribute('aria-describedby', hintId);
  }, [hintId]);
  return (
    <div className="code-frame live-frame" dir="ltr" ref={frameRef}>
      <LiveStyles />
      <label htmlFor={id} className="live-visually-hidden">
        {labels.editor}
      </label>
      <div className="live-scroll">
        <pre className="live-gutter" aria-hidden="true">
          {Array.from({ length: lines }, (_, index) => index + 1).join('\n')}
        </pre>
        <Editor
          className="live-area"
          textareaId={id}
          value={value}
          onValueChange={onChange}
          highlight={highlight}
          tabSize={2}
          insertSpaces
          ignoreTabKey={tabReleased}
          padding={16}
          autoFocus
          spellCheck={false}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              // Keep the focus here (the library would blur): the next Tab leaves the editor.
              event.preventDefault();
              setTabReleased(true);
            } else if (event.key !== 'Shift' && tabReleased) {
              if (event.key !== 'Tab') setTabReleased(false);
            }
          }}
          onBlur={() => setTabReleased(false)}
        />
      </div>
      <p id={hintId} className="live-hint">
        {labels.hint}
      </p>
    </div>
  );
}
