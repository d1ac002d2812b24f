import * as React from 'react';
import { styled } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbDownAltOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import { config } from '@/src/config';
import { useTranslate, useUserLanguage } from '@/src/i18n/UserLanguageProvider';
import {
  MAX_COMMENT_LENGTH,
  buildFeedbackPayload,
  createFeedbackId,
  type FeedbackPayload,
  type FeedbackRating,
} from './payload';
import { sendFeedback } from './sendFeedback';

const Root = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(5),
  padding: theme.spacing(2, 2.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 12,
  '& form': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5) },
}));

const Question = styled('p')({ fontWeight: 600, margin: 0 });
const Heading = styled('p')({ fontWeight: 600, margin: 0, outline: 'none' });
const Thanks = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
}));

type Status = 'idle' | 'submitting' | 'error' | 'submitted';

interface PageFeedbackProps {
  /** Pathname of the rated page. */
  page: string;
  /** Sends one payload; resolves when acknowledged. Defaults to a POST to the configured endpoint. */
  send?: (payload: FeedbackPayload) => Promise<void>;
}

const defaultSend = (payload: FeedbackPayload) => sendFeedback(config.feedbackEndpoint, payload);

/**
 * "Was this page helpful?" at the foot of a docs page. A failed submission keeps the
 * rating and the comment so the reader can retry; Ctrl/⌘+Enter submits.
 */
export function PageFeedback({ page, send = defaultSend }: PageFeedbackProps) {
  const t = useTranslate();
  const language = useUserLanguage();
  const [rating, setRating] = React.useState<FeedbackRating | null>(null);
  const [comment, setComment] = React.useState('');
  const [status, setStatus] = React.useState<Status>('idle');
  // One id per feedback: a retry after an unanswered request is stored once by the receiver.
  const idRef = React.useRef<string | null>(null);
  const headingRef = React.useRef<HTMLParagraphElement>(null);
  const questionId = React.useId();

  // A new page is a new feedback.
  React.useEffect(() => {
    setRating(null);
    setComment('');
    setStatus('idle');
    idRef.current = null;
  }, [page]);

  React.useEffect(() => {
    if (status === 'submitted') headingRef.current?.focus();
  }, [status]);

  const submit = async () => {
    if (rating === null || status === 'submitting') return;
    idRef.current ??= createFeedbackId();
    const payload = buildFeedbackPayload({
      id: idRef.current,
      page,
      rating,
      comment,
      version: config.docsVersion,
      language,
    });
    setStatus('submitting');
    try {
      await send(payload);
      setStatus('submitted');
    } catch {
      setStatus('error');
    }
  };

  if (status === 'submitted') {
    return (
      <Root aria-label={t('feedback.submitted')}>
        <div role="status">
          <Heading ref={headingRef} tabIndex={-1}>
            {t('feedback.submitted')}
          </Heading>
          <Thanks>{t('feedback.thanks')}</Thanks>
        </div>
      </Root>
    );
  }

  return (
    <Root aria-labelledby={questionId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void submit();
          }
        }}
      >
        <Question id={questionId}>{t('feedback.question')}</Question>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={rating}
          aria-labelledby={questionId}
          onChange={(_event, value: FeedbackRating | null) => {
            if (value !== null) setRating(value);
          }}
        >
          <ToggleButton value="yes" sx={{ gap: 1, px: 2 }}>
            <ThumbUpAltOutlinedIcon fontSize="small" />
            {t('feedback.yes')}
          </ToggleButton>
          <ToggleButton value="no" sx={{ gap: 1, px: 2 }}>
            <ThumbDownAltOutlinedIcon fontSize="small" />
            {t('feedback.no')}
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          label={t('feedback.comment')}
          helperText={t('feedback.shortcut')}
          multiline
          minRows={2}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          // A comment takes the direction of its own script once typed (`@mui/x` stays as typed
          // in the right-to-left layout); empty, the box keeps the page's direction.
          inputProps={{ maxLength: MAX_COMMENT_LENGTH, dir: comment ? 'auto' : undefined }}
        />
        {status === 'error' ? <Alert severity="error">{t('feedback.failure')}</Alert> : null}
        <div>
          <Button
            type="submit"
            variant="contained"
            disabled={rating === null || status === 'submitting'}
          >
            {status === 'submitting' ? t('feedback.submitting') : t('feedback.submit')}
          </Button>
        </div>
      </form>
    </Root>
  );
}
