/** A download cut short: too slow, too big, or not what was asked for. */
export class FetchLimitError extends Error {}

/**
 * GETs `url` with a time limit and a size limit (checked on Content-Length and again while reading, so a
 * server that lies cannot fill memory); `accept` tests the Content-Type.
 */
export async function fetchLimited(
  url: string,
  limits: { timeoutMs: number; maxBytes: number; accept?: (contentType: string) => boolean },
): Promise<{ body: Buffer; contentType: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    const answer = await fetch(url, { signal: controller.signal, redirect: 'follow' });
    if (!answer.ok) throw new FetchLimitError(`answered ${answer.status}`);
    const contentType = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (limits.accept && !limits.accept(contentType)) {
      throw new FetchLimitError(`is ${contentType || 'of no stated type'}`);
    }
    const declared = Number(answer.headers.get('content-length') ?? NaN);
    if (declared > limits.maxBytes) throw new FetchLimitError(`is larger than ${limits.maxBytes} bytes`);
    const chunks: Buffer[] = [];
    let size = 0;
    if (answer.body) {
      for await (const chunk of answer.body) {
        size += (chunk as Uint8Array).length;
        if (size > limits.maxBytes) {
          controller.abort();
          throw new FetchLimitError(`is larger than ${limits.maxBytes} bytes`);
        }
        chunks.push(Buffer.from(chunk as Uint8Array));
      }
    }
    return { body: Buffer.concat(chunks), contentType };
  } catch (error) {
    if (error instanceof FetchLimitError) throw error;
    if (controller.signal.aborted) throw new FetchLimitError(`took longer than ${limits.timeoutMs} ms`);
    throw new FetchLimitError(
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error),
    );
  } finally {
    clearTimeout(timer);
  }
}
