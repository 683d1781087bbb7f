import { ERROR_CODES, type ErrorCode } from './error-codes.ts';
import { VISITOR_MESSAGES } from './error-messages.ts';
import { HINT_TEXTS, statusHint, VISITOR_HINTS } from './visitor-hints.ts';

const HEADER = `# Error codes

Generated from \`engine/errors/error-codes.ts\` and \`engine/errors/error-messages.ts\` by
\`npm run docs:errors\`; a test fails when this file is stale. Do not edit it by hand.

Every error the gateway answers before a stream starts is \`{"error": {"code", "message", "field"?}}\`
with the status below; a stream's error event is \`{"code", "message"}\` inside the 200 stream. The
message is the visitor message of its code, or a more precise text for the same code (the field and
limit named). \`{name}\` marks a value filled in. A code the browser does not know reads as \`internal\`.
Codes marked "browser" are never sent by the gateway: the browser's API client makes them up.
To add a code: add it to the table with its status and message key, add the message to the catalogue,
and run \`npm run docs:errors\`.

## Where they are used

- The gateway answers with \`apiError\` (\`server/http/api-error.ts\`), which takes only a code of the
  table and a status the table gives it: the typechecker refuses anything else. Routes that take a JSON
  body use \`server/http/route-helper.ts\`: body reading, the schema check with the one mapping of
  schema errors to codes (\`server/http/request-problem.ts\`), the tool lookup, "not configured" and
  the quota gate.
- Every request the browser POSTs to the gateway (streams, images, title search, forms) goes through
  \`src/features/api/api-client.ts\`: the offline check, a
  time-out, the abort when the visitor leaves the page (\`use-request-signal.ts\`) and \`ApiError\`,
  whose code is one of the table.
- Languages: the gateway's answers are English (the API speaks English), and so are the English
  pages. \`engine/errors/error-messages.ts\` is the whole English catalogue (its generation and image
  parts live in files of their own so a page loads only its part). A localized page's error box reads
  the English text back to its message key (\`engine/errors/match-message.ts\`) and shows that key's
  text from \`src/i18n/messages/<locale>/errors.json\`, filled with the same values, with its plain line
  (docs/i18n/errors-and-forms.md).
`;

const cell = (text: string) => text.replace(/\|/g, '\\|');

const HINTS = `
## Plain-language lines

Some messages are the product specification's words and stay as worded (an API key, a status code);
the page's error box shows a plain-language line under them (\`engine/errors/visitor-hints.ts\`),
saying what happened and what the visitor can do. The operator's detail (the provider's status, the
key) is in the gateway's log. The line under a provider's status depends on the status: 429 and 408
"${statusHint(429)}", 401 and 403 as for an invalid key, 413 "${statusHint(413)}", 5xx
"${statusHint(500)}", any other "${statusHint(400)}".
`;

/** The plain-language line shown under a message, for the table. */
function hintOf(key: keyof typeof VISITOR_MESSAGES): string {
  if (key === 'upstreamStatus') return '(by status, above)';
  const hint = (VISITOR_HINTS as Partial<Record<string, keyof typeof HINT_TEXTS>>)[key];
  return hint ? HINT_TEXTS[hint] : '';
}

/** docs/errors.md, written from the table and the catalogue. */
export function errorsDoc(): string {
  const rows = (Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => {
    const entry: { status: number | null; otherStatuses?: readonly number[]; message: keyof typeof VISITOR_MESSAGES; side?: string } = ERROR_CODES[code];
    const status = entry.status === null ? 'browser' : [entry.status, ...(entry.otherStatuses ?? [])].join(', ');
    return `| \`${code}\` | ${status} | ${cell(VISITOR_MESSAGES[entry.message])} | ${cell(hintOf(entry.message))} |`;
  });
  return `${HEADER}${HINTS}\n| Code | HTTP status | Visitor message | Plain-language line under it |\n| --- | --- | --- | --- |\n${rows.join('\n')}\n`;
}
