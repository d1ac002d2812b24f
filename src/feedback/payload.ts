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

/** Why a submission was refused: the HTTP status and a sentence for the client. */
export type FeedbackRefusal = Extract<FeedbackValidation, { ok: false }>;

type FeedbackField = keyof FeedbackPayload;

/** The subset of JSON Schema a payload field uses. */
interface StringFieldSchema {
  type: 'string';
  minLength?: number;
  maxLength?: number;
  /** Tested with the `u` flag, as Ajv does. */
  pattern?: string;
  enum?: readonly string[];
}

/**
 * The JSON Schema of the request body, the single statement of what a valid submission is. The
 * receiver hands it to Fastify (Ajv compiles it); `validateFeedbackPayload` below reads the same
 * object, so the two cannot drift apart. It is plain data: the widget imports this module without
 * pulling in a validator. Lengths count UTF-16 code units like the comment field's `maxLength`
 * (the receiver turns Ajv's `unicode` option off to match), and unknown fields are dropped, not
 * refused (Fastify's Ajv removes them because of `additionalProperties: false`).
 */
export const FEEDBACK_PAYLOAD_SCHEMA = {
  type: 'object',
  required: ['id', 'page', 'rating', 'comment', 'version', 'language'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' },
    page: { type: 'string', minLength: 1, maxLength: 500, pattern: '^/' },
    rating: { type: 'string', enum: FEEDBACK_RATINGS },
    comment: { type: 'string', maxLength: MAX_COMMENT_LENGTH },
    version: { type: 'string', minLength: 1, maxLength: 50 },
    language: {
      type: 'string',
      minLength: 2,
      maxLength: 10,
      pattern: '^[a-z]{2}(-[A-Za-z]{2,4})?$',
    },
  },
} as const satisfies {
  type: 'object';
  required: readonly FeedbackField[];
  additionalProperties: false;
  properties: Record<FeedbackField, StringFieldSchema>;
};

const FEEDBACK_FIELDS = FEEDBACK_PAYLOAD_SCHEMA.required;

/** The reason given when the body is not a JSON object at all. */
const NOT_AN_OBJECT_REASON = 'The body must be a JSON object.';

const FIELD_REASONS: Record<FeedbackField, string> = {
  id: '`id` must be a string of letters, digits and -.',
  page: '`page` must be a pathname starting with /.',
  rating: `\`rating\` must be one of ${FEEDBACK_RATINGS.join(', ')}.`,
  comment: '`comment` must be a string (possibly empty).',
  version: '`version` must be a non-empty string.',
  language: '`language` must be a language code such as en.',
};

function isFeedbackField(name: string): name is FeedbackField {
  return (FEEDBACK_FIELDS as readonly string[]).includes(name);
}

/**
 * The refusal for one failed schema rule, named as JSON Schema (and Ajv's errors) name it: the
 * field (none for the body itself) and the keyword. Shared by `validateFeedbackPayload` and the
 * receiver's handling of Ajv errors, so both give the same status and reason. A comment over the
 * limit is 413 (the client sent too much); every other failure is 400.
 */
export function feedbackRefusal(field: string | undefined, keyword: string): FeedbackRefusal {
  if (field === undefined || !isFeedbackField(field)) {
    return { ok: false, status: 400, reason: NOT_AN_OBJECT_REASON };
  }
  if (field === 'comment' && keyword === 'maxLength') {
    return {
      ok: false,
      status: 413,
      reason: `\`comment\` must be at most ${MAX_COMMENT_LENGTH} characters.`,
    };
  }
  return { ok: false, status: 400, reason: FIELD_REASONS[field] };
}

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

/** What the widget knows when it sends: the payload's fields, before they are normalised. */
type BuildPayloadInput = FeedbackPayload;

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

/** The first keyword of `schema` that `value` fails, or null when it passes. */
function failedKeyword(schema: StringFieldSchema, value: unknown): string | null {
  if (typeof value !== 'string') return 'type';
  if (schema.enum && !schema.enum.includes(value)) return 'enum';
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return 'maxLength';
  if (schema.minLength !== undefined && value.length < schema.minLength) return 'minLength';
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
    return 'pattern';
  return null;
}

/**
 * Checks an untrusted value (the parsed request body) against `FEEDBACK_PAYLOAD_SCHEMA`, in Ajv's
 * order (missing fields first, then each field in turn); unknown fields are dropped.
 */
export function validateFeedbackPayload(value: unknown): FeedbackValidation {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return feedbackRefusal(undefined, 'type');
  }
  const body = value as Record<string, unknown>;
  const missing = FEEDBACK_FIELDS.find((field) => body[field] === undefined);
  if (missing) return feedbackRefusal(missing, 'required');
  for (const field of FEEDBACK_FIELDS) {
    const keyword = failedKeyword(FEEDBACK_PAYLOAD_SCHEMA.properties[field], body[field]);
    if (keyword) return feedbackRefusal(field, keyword);
  }
  // Every field passed its schema above: the string types, and `rating` one of the ratings.
  const fields = body as unknown as FeedbackPayload;
  return {
    ok: true,
    payload: {
      id: fields.id,
      page: fields.page,
      rating: fields.rating,
      comment: fields.comment,
      version: fields.version,
      language: fields.language,
    },
  };
}
