import cluster, { type Worker } from 'node:cluster';

/*
 * A worker's questions to the primary of its cluster over the cluster's IPC channel: what only the primary
 * can answer because it sees every worker (the metrics of them all, the traffic history kept from them).
 */

const ASK = 'starlane:ask';
const ANSWER = 'starlane:answer';
const ASK_TIMEOUT_MS = 5000;

interface Ask {
  type: typeof ASK;
  kind: string;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  value?: unknown;
  error?: string;
}

const isAsk = (message: unknown): message is Ask =>
  typeof message === 'object' && message !== null && (message as Ask).type === ASK;
const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && (message as Answer).type === ANSWER;

/** In the primary: answers every worker's asks of `kind` with what `produce` gives (or its error). */
export function answerWorkers(kind: string, produce: () => Promise<unknown>): void {
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isAsk(message) || message.kind !== kind) return;
    produce().then(
      (value) =>
        worker.isConnected() && worker.send({ type: ANSWER, id: message.id, value } satisfies Answer),
      (error: unknown) =>
        worker.isConnected() &&
        worker.send({ type: ANSWER, id: message.id, error: String(error) } satisfies Answer),
    );
  });
}

let asked = 0;
const waiting = new Map<number, (answer: Answer) => void>();

/** In a worker: the primary's answer to `kind`, or an error when it gives none within 5 s. */
export function askPrimary(kind: string): Promise<unknown> {
  if (waiting.size === 0) process.on('message', onAnswer);
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      settle(id);
      reject(new Error(`the primary did not answer ${kind} in time`));
    }, ASK_TIMEOUT_MS);
    waiting.set(id, (answer) => {
      clearTimeout(timer);
      if (answer.error === undefined) resolve(answer.value);
      else reject(new Error(answer.error));
    });
    process.send!({ type: ASK, kind, id } satisfies Ask);
  });
}

function settle(id: number): void {
  waiting.delete(id);
  if (waiting.size === 0) process.off('message', onAnswer);
}

function onAnswer(message: unknown): void {
  if (!isAnswer(message)) return;
  const resolve = waiting.get(message.id);
  settle(message.id);
  resolve?.(message);
}
