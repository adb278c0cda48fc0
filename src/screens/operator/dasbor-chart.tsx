// The Dasbor's occupancy chart (issue #22): a canvas drawn by the chart library the dashboard
// machine loaded (its own chunk). The canvas is an image named by its summary; the same figures
// are in the table beside it, which is what assistive technology reads.
import { useEffect, useRef } from 'react';
import type { DrawOccupancy, OccupancyBar } from '../../machines/operator/dashboard.machine';

export function OccupancyChart({
  draw,
  bars,
  label,
  describedBy,
}: {
  draw: DrawOccupancy;
  bars: OccupancyBar[];
  label: string;
  describedBy: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current || bars.length === 0) return;
    const chart = draw(canvas.current, bars);
    return () => chart.destroy();
  }, [draw, bars]);
  return (
    <div className="dasbor-chart">
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={describedBy} />
    </div>
  );
}
