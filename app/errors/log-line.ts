// How the server writes a failure to the log: one line, never a stack trace. Under `wrangler dev`
// every logged Error's stack is source-mapped by the dev server, which held files open per line;
// requests that each logged one (e.g. Remix's "?_data" warning) took workerd's open files from 20 to
// 316 in 150 requests and, in a long fuzz, to its limit (issue #23). A line says what failed and
// where (the error's first stack frame), which is what a log reader needs; a stack says no more.

/** The longest line written for one failure (a message quoting a whole body stays readable). */
const LOG_LINE_MAX_CHARS = 600;

/** An error as one line: `Name: message (at frame)`, any thrown value as its text. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === "string" ? error : safeJson(error);
  const frame = error.stack
    ?.split("\n")
    .map((line) => line.trim())
    .find((line) => line.startsWith("at "));
  return `${error.name}: ${error.message}${frame ? ` (${frame})` : ""}`;
}

/** The log line for a failure: `[request id] what failed: the error`, on one line, bounded. */
function logLine(requestId: string | null, message: string, error?: unknown): string {
  const text = `${requestId ? `[${requestId}] ` : ""}${message}${error === undefined ? "" : `: ${describeError(error)}`}`.replace(/\s*[\r\n]+\s*/g, " ");
  return text.length > LOG_LINE_MAX_CHARS ? `${text.slice(0, LOG_LINE_MAX_CHARS - 1)}…` : text;
}

/** Writes a failure to the log as one line (console.error: Workers Logs keeps it as an error). */
export function logError(requestId: string | null, message: string, error?: unknown): void {
  console.error(logLine(requestId, message, error));
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
