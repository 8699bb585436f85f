import { HttpResponse } from 'msw';
import type { Locale } from '../db/types';
import { translate, type Message, type MessageKey } from '../messages/translate';

export type FieldMessages = Record<string, Message[]>;

/** A failure a handler throws; the route wrapper turns it into `{message, errors?}` JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly msg: Message,
    readonly fields?: FieldMessages,
  ) {
    super(msg.key);
  }
}

export const unauthenticated = () => new HttpError(401, { key: 'unauthenticated' });
export const forbidden = (key: MessageKey = 'forbidden') => new HttpError(403, { key });
export const notFound = (key: MessageKey = 'not_found') => new HttpError(404, { key });
/** 423: the record exists but may no longer change (a decided kaizen, the superadmin role). */
export const locked = (key: MessageKey) => new HttpError(423, { key });

/** 422 with Laravel's shape; the message repeats the first field error, as Laravel does. */
export function invalid(fields: FieldMessages): HttpError {
  const first = Object.values(fields).find((messages) => messages.length > 0)?.[0];
  return new HttpError(422, first ?? { key: 'required' }, fields);
}

export function invalidField(field: string, key: MessageKey, params: Message['params'] = {}) {
  return invalid({ [field]: [{ key, params: { attribute: field, ...params } }] });
}

export function errorResponse(error: HttpError, locale: Locale): Response {
  const body: { message: string; errors?: Record<string, string[]> } = {
    message: translate(locale, error.msg),
  };
  if (error.fields) {
    body.errors = Object.fromEntries(
      Object.entries(error.fields).map(([field, messages]) => [
        field,
        messages.map((message) => translate(locale, message)),
      ]),
    );
  }
  return HttpResponse.json(body, { status: error.status });
}
