// The Dasbor's occupancy chart (issue #22), the only module that imports chart.js. The dashboard
// machine loads it with a dynamic import(), so chart.js and this file are a chunk of their own that
// only the operator's dashboard fetches, never a passenger route. Only what a bar chart needs is
// registered (tree-shaken: no line, pie or time scale code).
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** One departure's bar: lane-metres used against its ship's lane-metres. */
export type OccupancyBar = { label: string; used: number; lane: number };

export type DrawnChart = { destroy: () => void };

export const percentOf = (used: number, lane: number) => (lane > 0 ? Math.round((used / lane) * 100) : 0);

/** Draws the bars on `canvas`; the caller destroys the chart before drawing another. */
export function drawOccupancy(canvas: HTMLCanvasElement, bars: OccupancyBar[]): DrawnChart {
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: bars.map((b) => `${b.label} (${percentOf(b.used, b.lane)}%)`),
      datasets: [
        { label: 'Terpakai (m)', data: bars.map((b) => b.used), backgroundColor: '#0b6e99' },
        { label: 'Kapasitas lajur (m)', data: bars.map((b) => b.lane), backgroundColor: '#c7dde8' },
      ],
    },
    options: {
      responsive: true,
      aspectRatio: 2,
      animation: false,
      scales: { y: { beginAtZero: true, title: { display: true, text: 'Meter lajur' } } },
      plugins: { legend: { position: 'bottom' } },
    },
  });
  return { destroy: () => chart.destroy() };
}

export type DrawOccupancy = typeof drawOccupancy;
