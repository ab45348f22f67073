/**
 * An answer checked against its schema: the data, or an `unexpected-response` ApiError that names the
 * first field the page cannot live without (e.g. `transactions[3].hash`). Used on the page (client.ts)
 * and in the data worker (block-answer.ts).
 */
import type { $ZodType } from 'zod/v4/core';
import { ApiError } from './api-error.ts';
import { formatPath, readWith } from './schema-kit.ts';
import { httpMessages as apiMessages } from './http-messages.ts';

/** What a schema found wrong with an answer: zod's error, or the same shape built from one of its issues. */
export interface AnswerIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/**
 * Checks a JSON body against its schema; a failure becomes an `unexpected-response` ApiError naming the
 * first field that could not be read (e.g. `transactions[3].hash`).
 */
export function parseResponse<T>(
  schema: $ZodType<T>,
  raw: unknown,
  operation: string,
  request?: string,
  status?: number,
): T {
  const parsed = readWith(schema, raw);
  if (parsed.success) return parsed.data;
  throw unusableAnswer(parsed.error, operation, request, status);
}

/** The `unexpected-response` ApiError for an answer a schema refused, naming the first unusable field. */
export function unusableAnswer(
  error: AnswerIssues,
  operation: string,
  request?: string,
  status?: number,
): ApiError {
  const issue = error.issues[0];
  const field = issue ? formatPath(issue.path) || '(root)' : '(root)';
  return new ApiError({
    kind: 'unexpected-response',
    // The issue (schema-kit's drift words) stays as the schema says it: a developer's detail.
    words: {
      message: apiMessages.unusableField,
      values: { operation, field, issue: issue?.message ?? 'invalid' },
    },
    request,
    status,
    field,
    cause: error,
  });
}
