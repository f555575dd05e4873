import { parseEnv } from "#app/env/env.server.ts";
import { logError } from "#app/errors/log-line.ts";
import { keepDeadLetters, storeQueuedBatch } from "#app/analytics/queue.server.ts";

// `queue` of the Worker's default export (decision 0077): this Worker consumes both analytics
// queues of wrangler.toml, told apart by name. A queue's name ends in its environment's suffix
// (tailwise-analytics-dead-letters-stg), so the dead-letter queue is the one whose name says so.
const isDeadLetterQueue = (name: string) => name.startsWith("tailwise-analytics-dead-letters");

export async function handleQueue(batch: MessageBatch, rawEnv: unknown): Promise<void> {
  const env = parseEnv(rawEnv);
  const options = {
    retryDelaySeconds: env.ANALYTICS_QUEUE_RETRY_DELAY_SECONDS,
    log: (message: string, error: unknown) => (error === undefined ? console.warn(message) : logError(null, message, error)),
  };
  if (isDeadLetterQueue(batch.queue)) await keepDeadLetters(env.ANALYTICS, batch, options);
  else await storeQueuedBatch(env.ANALYTICS, batch, options);
}
