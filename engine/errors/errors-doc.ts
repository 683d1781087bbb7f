import { ERROR_CODES, type ErrorCode } from './error-codes.ts';
import { VISITOR_MESSAGES } from './error-messages.ts';

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
- Translations: \`engine/errors/error-messages.ts\` is the whole catalogue (its generation and image
  parts live in files of their own so a page loads only its part).
`;

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/errors.md, written from the table and the catalogue. */
export function errorsDoc(): string {
  const rows = (Object.keys(ERROR_CODES) as ErrorCode[]).map((code) => {
    const entry: { status: number | null; otherStatuses?: readonly number[]; message: keyof typeof VISITOR_MESSAGES; side?: string } = ERROR_CODES[code];
    const status = entry.status === null ? 'browser' : [entry.status, ...(entry.otherStatuses ?? [])].join(', ');
    return `| \`${code}\` | ${status} | ${cell(VISITOR_MESSAGES[entry.message])} |`;
  });
  return `${HEADER}\n| Code | HTTP status | Visitor message |\n| --- | --- | --- |\n${rows.join('\n')}\n`;
}
