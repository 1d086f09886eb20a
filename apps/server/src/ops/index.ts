// Operations (docs/decisions/0057): health for orchestrators, metrics for operators.
export { createHealth, type Health } from './health.js';
export { healthRoutes } from './health.routes.js';
export { edgePurges, registerHttpMetrics } from './metrics.js';
export { gatherClusterMetrics, metricsRoutes, metricsText, startMetricsServer } from './metrics-endpoint.js';
export { parsePrometheusText, sumOf, type Sample } from './prometheus-text.js';
export { backup, restore, BackupError, type Manifest, type RestoreReport } from './backup.js';
export { LOG_EVENTS, registerLogEvents, type LogEvent } from './log-events.js';
export { LoadShedder, priorityOf, SHED_RETRY_AFTER_SECONDS } from './load-shedding.js';
export { TrafficHistory, trafficSource, HISTORY_MINUTES, type TrafficReading } from './traffic-history.js';
export { answerWorkers } from './primary-ask.js';
