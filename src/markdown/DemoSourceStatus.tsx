import * as React from 'react';
import { useTranslate } from '@/src/i18n/UserLanguageProvider';

/**
 * What the code frame of a demo shows until its source is there: a loading line, or a short error
 * with a retry. It takes the frame's place and height (`--code-lines`, set by the demo on the
 * frame's wrapper), so the code arriving moves nothing below it.
 */
export function DemoSourceStatus({ failed, onRetry }: { failed: boolean; onRetry?: () => void }) {
  const t = useTranslate();
  return (
    <div className="code-frame" dir="ltr">
      <pre className="demo-source-status" data-demo-source={failed ? 'failed' : 'loading'}>
        {failed ? (
          <span role="alert">
            {t('markdown.sourceUnavailable')}{' '}
            <button type="button" className="text-button" onClick={onRetry}>
              {t('markdown.retry')}
            </button>
          </span>
        ) : (
          <span role="status" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
            {t('markdown.sourceLoading')}
          </span>
        )}
      </pre>
    </div>
  );
}
