import type { Traffic } from '@starlane/contract';
import { QueryState } from '@/components/query-state';
import { useLocale, useMessages } from '@/lib/i18n/messages';
import { useTraffic } from '../api/get-traffic';
import { TrafficChart, type ChartPoint } from './traffic-chart';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** What a chart of counts says in words: the total, the busiest period and the latest one. */
function countSummary(
  points: ChartPoint[],
  format: (n: number) => string,
  words: (total: string, peak: string, latest: string) => string,
) {
  const values = points.map((p) => p.value ?? 0);
  return words(format(sum(values)), format(Math.max(0, ...values)), format(values.at(-1) ?? 0));
}

/**
 * The staff dashboard's live traffic (docs/decisions/0081): requests, 5xx errors and the response cache's
 * hit ratio per minute for the last hour, every serving process together, and views per hour for a day,
 * asked again every few seconds while the page is visible.
 */
export function TrafficSection() {
  const query = useTraffic();
  const t = useMessages();
  const locale = useLocale();
  const x = t.admin.traffic;
  const counts = new Intl.NumberFormat(locale);
  const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const times = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const count = (n: number) => counts.format(n);
  const percent = (n: number) => percents.format(n);
  const time = (date: Date) => times.format(date);
  return (
    <section aria-labelledby="traffic-heading" className="mt-4">
      <h2 id="traffic-heading" className="h5">
        {x.heading}
      </h2>
      <QueryState query={query} what={x.what} isEmpty={() => false}>
        {(traffic: Traffic) => {
          const minute = (key: 'requests' | 'errors'): ChartPoint[] =>
            traffic.minutes.map((m) => ({ label: time(new Date(m.start)), value: m[key] }));
          const ratio: ChartPoint[] = traffic.minutes.map((m) => {
            const lookups = m.cacheHits + m.cacheMisses;
            return { label: time(new Date(m.start)), value: lookups ? m.cacheHits / lookups : null };
          });
          const views: ChartPoint[] = traffic.viewsPerHour.map((h) => ({
            label: time(new Date(h.start)),
            value: h.views,
          }));
          const hits = sum(traffic.minutes.map((m) => m.cacheHits));
          const lookups = hits + sum(traffic.minutes.map((m) => m.cacheMisses));
          const latest = ratio.at(-1)?.value ?? null;
          const charts = [
            {
              title: x.requests,
              summary: countSummary(minute('requests'), count, x.perMinute),
              periodHeader: x.minute,
              valueHeader: x.requestsColumn,
              points: minute('requests'),
              kind: 'bars',
              format: count,
              tone: 'primary',
            },
            {
              title: x.errors,
              summary: countSummary(minute('errors'), count, x.perMinute),
              periodHeader: x.minute,
              valueHeader: x.errorsColumn,
              points: minute('errors'),
              kind: 'bars',
              format: count,
              tone: 'danger',
            },
            {
              title: x.cacheHitRatio,
              summary: lookups
                ? x.ratioSummary(percent(hits / lookups), latest === null ? x.none : percent(latest))
                : x.noLookups,
              periodHeader: x.minute,
              valueHeader: x.ratioColumn,
              points: ratio,
              kind: 'line',
              format: percent,
              tone: 'success',
            },
            {
              title: x.viewsPerHour,
              summary: countSummary(views, count, x.perHour),
              periodHeader: x.hour,
              valueHeader: x.viewsColumn,
              points: views,
              kind: 'bars',
              format: count,
              tone: 'info',
            },
          ] as const;
          return (
            <>
              <p className="small text-body-secondary" data-live="">
                {traffic.counted ? x.processes(traffic.processes) : x.notCounted}
              </p>
              <div className="row g-3">
                {charts.map((chart) => (
                  <div key={chart.title} className="col-12 col-lg-6">
                    <TrafficChart {...chart} points={[...chart.points]} />
                  </div>
                ))}
              </div>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
