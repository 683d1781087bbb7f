import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DashboardData } from '../../../engine/admin/dashboard-data.ts';

// The dashboard's one chart library, loaded only by this module, which the page imports after its
// figures are on screen: no other page (and not the dashboard's first paint) carries it.

const HEIGHT = 220;

/** Every day of the period (days without usage at 0), as seconds since the epoch for uPlot's time axis. */
function series(daily: DashboardData['daily'], since: string): [number[], number[], number[]] {
  const byDay = new Map(daily.map((d) => [d.day, d]));
  const days: number[] = [];
  const generations: number[] = [];
  const spend: number[] = [];
  const today = new Date().toISOString().slice(0, 10);
  for (let t = Date.parse(`${since}T00:00:00Z`); new Date(t).toISOString().slice(0, 10) <= today; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    days.push(t / 1000);
    generations.push(byDay.get(day)?.generations ?? 0);
    spend.push(byDay.get(day)?.costUsd ?? 0);
  }
  return [days, generations, spend];
}

/** Generations and spend per UTC day over the period. */
export default function DashboardCharts({ data }: { data: DashboardData }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const stroke = style.getPropertyValue('--primary').trim() || '#4338ca';
    const second = style.getPropertyValue('--danger').trim() || '#b91c1c';
    const axis = { stroke: style.getPropertyValue('--text').trim() || '#0f172a' };
    const points = series(data.daily, data.since);
    const first = points[0][0] ?? 0;
    const last = points[0].at(-1) ?? first;
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        // Half a day either side, so one day (Today) is a point in a day's width, not in years of axis.
        scales: { x: { time: true, range: () => [first - 43_200, last + 43_200] }, y: { range: (_u, _min, max) => [0, Math.max(max, 1)] }, usd: { range: (_u, _min, max) => [0, Math.max(max, 0.01)] } },
        series: [{}, { label: 'Generations', stroke, width: 2, points: { show: true } }, { label: 'Spend (USD)', stroke: second, width: 2, scale: 'usd', points: { show: true } }],
        axes: [axis, { ...axis, label: 'Generations' }, { ...axis, side: 1, scale: 'usd', label: 'USD', grid: { show: false } }],
      },
      points,
      element,
    );
    const resize = () => chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [data]);
  const total = data.daily.reduce((n, d) => n + d.generations, 0);
  return (
    <figure className="card admin-chart">
      <div ref={holder} role="img" aria-label={`Generations and spend per day since ${data.since}: ${total} generations in all (the tables above give every figure).`} />
      <figcaption className="field-help">Generations and spend per UTC day.</figcaption>
    </figure>
  );
}
