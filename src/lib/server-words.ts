import { isApiError } from '@/api/api-error';

// HTTP's reason phrases, which Laravel and Symfony give as the message of an exception without
// one of its own (`Response::$statusTexts`, the `errors::4xx/5xx` views, `abort(404)` in
// Laravel 10+): "Not Found", "Too Many Requests", "Service Unavailable", ...
const REASON_PHRASES = [
  'Bad Request',
  'Unauthorized',
  'Payment Required',
  'Forbidden',
  'Not Found',
  'Method Not Allowed',
  'Not Acceptable',
  'Request Timeout',
  'Conflict',
  'Gone',
  'Length Required',
  'Precondition Failed',
  'Payload Too Large',
  'Content Too Large',
  'Request Entity Too Large',
  'URI Too Long',
  'Unsupported Media Type',
  'Unprocessable Entity',
  'Unprocessable Content',
  'Locked',
  'Failed Dependency',
  'Too Early',
  'Precondition Required',
  'Too Many Requests',
  'Page Expired',
  'Internal Server Error',
  'Server Error',
  'Not Implemented',
  'Bad Gateway',
  'Service Unavailable',
  'Gateway Timeout',
];
// The framework's own sentences (Laravel 8 to 12): English whatever the user's language, and no
// help to anyone.
const LARAVEL_SENTENCES = [
  'This action is unauthorized.',
  'The given data was invalid.',
  'CSRF token mismatch.',
  'Unauthenticated.',
  'Too Many Attempts.',
  'The POST data is too large.',
  'Invalid signature.',
  'Malformed URL.',
  'Bad request.',
  'Not found.',
  'Bad hostname provided.',
  'Your email address is not verified.',
  'Whoops, looks like something went wrong.',
];
const LARAVEL_STOCK = new Set(
  [...REASON_PHRASES, ...LARAVEL_SENTENCES].map((text) => text.toLowerCase()),
);
// The router's, naming what was asked: "The route api/nope could not be found." (Laravel 10+),
// "The PATCH method is not supported for route api/kaizen. Supported methods: GET, HEAD.".
const LARAVEL_ROUTING =
  /^The route .* could not be found\.$|^The \S+ method is not supported for (route .*|this route)\. Supported methods: /;
// Names of classes or tables, SQL and stack traces: the server's insides, never for users.
const INTERNALS = /\\[A-Za-z]|SQLSTATE|No query results for model|Exception|Stack trace|\.php\b/;

/**
 * The server's own message when it was written for people (spec §2 shows it on the error
 * pages): not one of Laravel's stock English texts, and nothing that names its internals.
 */
export function serverWords(error: unknown): string | undefined {
  const said = isApiError(error) ? error.serverMessage?.trim() : undefined;
  if (!said || LARAVEL_STOCK.has(said.toLowerCase())) return undefined;
  return LARAVEL_ROUTING.test(said) || INTERNALS.test(said) ? undefined : said;
}
