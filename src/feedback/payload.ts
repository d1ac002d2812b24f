/**
 * The feedback payload: one rule shared by the widget and the reference receiver
 * (`scripts/feedback-server.ts`), so both agree on what a valid submission is.
 */

/** Answers to "Was this page helpful?". */
export const FEEDBACK_RATINGS = ['yes', 'no'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

/** Longest comment the receiver stores (UTF-16 code units, as `maxLength` counts them). */
export const MAX_COMMENT_LENGTH = 5000;

export interface FeedbackPayload {
  /** Chosen once per feedback and kept across retries, so a retried submission is stored once. */
  id: string;
  /** Pathname of the rated page, e.g. `/x/react-data-grid/`. */
  page: string;
  rating: FeedbackRating;
  /** Optional: an empty string when the reader wrote nothing. */
  comment: string;
  /** Documented version of MUI X. */
  version: string;
  /** Interface language of the page, e.g. `en` or `zh`. */
  language: string;
}

export type FeedbackValidation =
  { ok: true; payload: FeedbackPayload } | { ok: false; status: 400 | 413; reason: string };

export function isFeedbackRating(value: unknown): value is FeedbackRating {
  return typeof value === 'string' && (FEEDBACK_RATINGS as readonly string[]).includes(value);
}

/** A random id; `crypto.randomUUID` is missing outside secure contexts, hence the fallback. */
export function createFeedbackId(): string {
  const cryptoApi = (globalThis as { crypto?: Crypto }).crypto;
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') {
    cryptoApi.getRandomValues(bytes);
  } else {
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  }
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface BuildPayloadInput {
  id: string;
  page: string;
  rating: FeedbackRating;
  comment: string;
  version: string;
  language: string;
}

/** The JSON body the widget POSTs; the comment is trimmed, nothing else is changed. */
export function buildFeedbackPayload(input: BuildPayloadInput): FeedbackPayload {
  return {
    id: input.id,
    page: input.page,
    rating: input.rating,
    comment: input.comment.trim(),
    version: input.version,
    language: input.language,
  };
}

function isBoundedString(value: unknown, min: number, max: number): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

/** Checks an untrusted value (the parsed request body); unknown fields are dropped. */
export function validateFeedbackPayload(value: unknown): FeedbackValidation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, status: 400, reason: 'The body must be a JSON object.' };
  }
  const body = value as Record<string, unknown>;
  if (!isBoundedString(body.id, 1, 100) || !/^[A-Za-z0-9-]+$/.test(body.id)) {
    return { ok: false, status: 400, reason: '`id` must be a string of letters, digits and -.' };
  }
  if (!isBoundedString(body.page, 1, 500) || !body.page.startsWith('/')) {
    return { ok: false, status: 400, reason: '`page` must be a pathname starting with /.' };
  }
  if (!isFeedbackRating(body.rating)) {
    return {
      ok: false,
      status: 400,
      reason: `\`rating\` must be one of ${FEEDBACK_RATINGS.join(', ')}.`,
    };
  }
  if (typeof body.comment !== 'string') {
    return { ok: false, status: 400, reason: '`comment` must be a string (possibly empty).' };
  }
  if (body.comment.length > MAX_COMMENT_LENGTH) {
    return {
      ok: false,
      status: 413,
      reason: `\`comment\` must be at most ${MAX_COMMENT_LENGTH} characters.`,
    };
  }
  if (!isBoundedString(body.version, 1, 50)) {
    return { ok: false, status: 400, reason: '`version` must be a non-empty string.' };
  }
  if (
    !isBoundedString(body.language, 2, 10) ||
    !/^[a-z]{2}(-[A-Za-z]{2,4})?$/.test(body.language)
  ) {
    return { ok: false, status: 400, reason: '`language` must be a language code such as en.' };
  }
  return {
    ok: true,
    payload: {
      id: body.id,
      page: body.page,
      rating: body.rating,
      comment: body.comment,
      version: body.version,
      language: body.language,
    },
  };
}
