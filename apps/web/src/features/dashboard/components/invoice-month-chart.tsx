import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import type { Dashboard } from '@app/shared/dashboard';
import { formatRupees } from '@app/shared/display-format';
import { formatMonth } from '../dashboard-format';

// Only what a bar chart with a tooltip needs, so the rest of Chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** A design token's value, read from the page's styles so the chart follows the theme. */
function token(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

const compactRupees = new Intl.NumberFormat('en-US', { notation: 'compact' });

function chartConfig(months: Dashboard['invoicesByMonth']): ChartConfiguration<'bar'> {
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return {
    type: 'bar',
    data: {
      labels: months.map((month) => formatMonth(month.month)),
      datasets: [
        {
          label: 'Total (PKR)',
          data: months.map((month) => month.totalPkr),
          backgroundColor: token('--color-brand-600'),
          hoverBackgroundColor: token('--color-brand-800'),
          borderRadius: 4,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : undefined,
      color: token('--color-ink-700'),
      scales: {
        x: { grid: { display: false }, ticks: { color: token('--color-ink-500') } },
        y: {
          beginAtZero: true,
          grid: { color: token('--color-line') },
          ticks: {
            color: token('--color-ink-500'),
            callback: (value) => `Rs ${compactRupees.format(Number(value))}`,
          },
        },
      },
      plugins: {
        tooltip: {
          callbacks: {
            label: (item) => {
              const month = months[item.dataIndex]!;
              return `${formatRupees(month.totalPkr)} in ${month.count} invoices`;
            },
          },
        },
      },
    },
  };
}

/**
 * Issued invoices' PKR totals per month as a bar chart. The canvas says what it shows; the
 * numbers themselves are in the table beside it (InvoiceMonthTable).
 */
export function InvoiceMonthChart({ months }: { months: Dashboard['invoicesByMonth'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, chartConfig(months));
    return () => chart.destroy();
  }, [months]);

  return (
    <div className="dashboard-chart">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Bar chart: total of sent and paid invoices in PKR for each of the last ${months.length} months. The figures are in the table below.`}
      />
    </div>
  );
}
