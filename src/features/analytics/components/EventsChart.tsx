import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { EVENTS, type DayRow } from '../series';

const HEIGHT = 240;

/**
 * One line per event over the days (uPlot, canvas). The canvas is not read by screen readers: the
 * page shows the same figures in a table (EventsTable), and the chart says so.
 */
export function EventsChart({ rows, label }: { rows: DayRow[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      rows.map((r) => Date.parse(`${r.day}T00:00:00Z`) / 1000),
      ...EVENTS.map((e) => rows.map((r) => r[e.key])),
    ];
    // Canvas takes no CSS: axes and grid read the theme's colours at each draw, and the chart is
    // redrawn when the theme changes (the `dark` class on <html>), so labels stay readable in both.
    const color = (name: string) => () => getComputedStyle(el).getPropertyValue(name).trim() || 'currentColor';
    const axis = {
      stroke: color('--color-slate-600'),
      grid: { stroke: color('--color-slate-200') },
      ticks: { stroke: color('--color-slate-200') },
    };
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height: HEIGHT,
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        series: [{}, ...EVENTS.map((e) => ({ label: e.label, stroke: e.color, width: 2 }))],
        axes: [axis, { ...axis, size: 40 }],
        legend: { live: false },
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 280), height: HEIGHT }));
    resize.observe(el);
    const theme = new MutationObserver(() => plot.redraw(false));
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      theme.disconnect();
      resize.disconnect();
      plot.destroy();
    };
  }, [rows]);
  return (
    <figure className="m-0">
      <div ref={box} role="img" aria-label={`${label}. The same figures are in the table below.`} />
    </figure>
  );
}
