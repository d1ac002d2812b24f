/**
 * The live editor's styles: the demo's code in the site's code frame (colours and token classes of
 * src/styles/code.css), a line-number gutter, and the problem shown under an edited demo. They
 * arrive with the editing chunk, as one style element, so pages that are never edited carry none.
 */
export const LIVE_CSS = `.live-frame {
  margin: 0;
}
.live-scroll {
  display: flex;
  align-items: flex-start;
  max-height: 560px;
  overflow: auto;
  background-color: var(--code-bg);
  color: var(--code-text);
  border: 1px solid var(--code-border);
  border-radius: 0 0 12px 12px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 13px;
  line-height: 1.6;
}
.live-scroll:focus-within {
  outline: 2px solid var(--mui-palette-primary-main);
  outline-offset: -2px;
}
.live-gutter {
  margin: 0;
  padding: 16px 8px 16px 12px;
  min-width: 2.5em;
  text-align: right;
  color: var(--token-comment);
  border-right: 1px solid var(--code-border);
  font: inherit;
  user-select: none;
  background: transparent;
}
.live-area {
  flex: 1 0 auto;
  font: inherit;
}
/* Lines do not wrap, so each stays beside its number; the frame scrolls sideways instead. */
.live-area textarea,
.live-area pre {
  font: inherit !important;
  tab-size: 2;
  white-space: pre !important;
  overflow-wrap: normal !important;
  word-break: normal !important;
}
.live-area textarea {
  outline: none;
  caret-color: var(--code-text);
}
.live-hint {
  margin: 4px 0 0;
  font-size: 12px;
  color: var(--mui-palette-text-secondary);
}
.live-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
.live-problem {
  margin-top: 16px;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid var(--mui-palette-error-main);
  color: var(--mui-palette-error-main);
  background-color: rgba(var(--mui-palette-error-mainChannel) / 0.08);
  font-size: 14px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-align: left;
}
.live-problem code {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace;
  font-size: 13px;
}
`;

/** The editing chunk's style sheet; React hoists nothing, so it sits beside the editor. */
export function LiveStyles() {
  return <style data-live-editor="">{LIVE_CSS}</style>;
}
