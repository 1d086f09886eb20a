import type { Logger } from 'pino';

/**
 * Runs a task every `everyMs` beside the requests (folding the view inbox into the counters, sweeping abandoned uploads). The
 * timer never keeps the process alive; a failed run is logged and the next one tries again.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly task: () => Promise<void>,
    private readonly logger: Logger,
  ) {}

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer || this.everyMs <= 0) return;
    this.timer = setInterval(() => {
      this.task().catch((error: unknown) => this.logger.error({ err: error }, `${this.name} failed`));
    }, this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
