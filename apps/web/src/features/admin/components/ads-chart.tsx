import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { AdminAdDay } from '@starlane/contract';
import { useMessages } from '@/lib/i18n/messages';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

/**
 * Daily views and clicks as bars and CTR as a line (Chart.js, a maintained library; this module is
 * reached only from the admin page's lazy chunk, so the public bundle never carries it).
 */
export default function AdsChart({ days }: { days: AdminAdDay[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const t = useMessages();
  const c = t.admin.ads.chart;
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      data: {
        labels: days.map((d) => d.day),
        datasets: [
          {
            type: 'bar',
            label: c.views,
            data: days.map((d) => d.views),
            backgroundColor: '#0d6efd',
            yAxisID: 'y',
          },
          {
            type: 'bar',
            label: c.clicks,
            data: days.map((d) => d.clicks),
            backgroundColor: '#ffc107',
            yAxisID: 'y',
          },
          {
            type: 'line',
            label: c.ctr,
            data: days.map((d) => Math.round(d.ctr * 1000) / 10),
            borderColor: '#20c997',
            yAxisID: 'ctr',
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          y: { beginAtZero: true, position: 'left' },
          ctr: { beginAtZero: true, position: 'right', grid: { drawOnChartArea: false } },
        },
      },
    });
    return () => chart.destroy();
  }, [days, c]);
  return (
    <div style={{ position: 'relative', height: '260px' }}>
      <canvas ref={canvas} role="img" aria-label={c.label} />
    </div>
  );
}
