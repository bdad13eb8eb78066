import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Text } from '@haulstop/shared/ui';

/** One series of a chart: bars or a line, on the left or the right scale. */
export type ChartSeries = { label: string; values: readonly (number | null)[]; kind: 'bars' | 'line'; color: string; scale?: 'left' | 'right' };

type BarLineChartProps = {
  /** the chart's accessible name; the figures themselves are in `alternative` */
  title: string;
  /** one label per point on the horizontal axis (days, months, lots) */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** the same figures as a table or text, for people who do not see the chart (and for axe) */
  alternative: ReactNode;
  height?: number;
  formatLeft?: (value: number) => string;
  formatRight?: (value: number) => string;
};

/**
 * Bars and lines over labelled points, drawn by uPlot. uPlot (~20 KB gz) is imported here, on
 * first draw, so only pages with a chart load it. The canvas is hidden from assistive technology;
 * `alternative` carries the same figures.
 */
export function BarLineChart({ title, labels, series, alternative, height = 240, formatLeft, formatRight }: BarLineChartProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let chart: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    import('./uplot-loader')
      .then(({ uPlot }) => {
        if (cancelled) return;
        const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
        const xs = labels.map((_, i) => i);
        const width = Math.max(280, element.clientWidth || 600);
        chart = new uPlot(
          {
            width,
            height,
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: false, range: [-0.5, Math.max(0.5, labels.length - 0.5)] }, left: {}, right: {} },
            axes: [
              { values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? (labels[s] ?? '') : '')), space: 60 },
              { scale: 'left', values: (_u, splits) => splits.map((s) => (formatLeft ? formatLeft(s) : String(s))) },
              ...(series.some((s) => s.scale === 'right')
                ? [
                    {
                      scale: 'right',
                      side: 1 as const,
                      grid: { show: false },
                      values: (_u: unknown, splits: number[]) => splits.map((s) => (formatRight ? formatRight(s) : String(s))),
                    },
                  ]
                : []),
            ],
            series: [
              {},
              ...series.map((s) => ({
                label: s.label,
                scale: s.scale ?? 'left',
                stroke: s.color,
                fill: s.kind === 'bars' ? `${s.color}99` : undefined,
                width: s.kind === 'bars' ? 0 : 2,
                paths: s.kind === 'bars' ? bars : undefined,
                points: { show: s.kind === 'line' && labels.length < 40 },
              })),
            ],
          },
          [xs, ...series.map((s) => s.values.map((v) => v ?? null))] as unknown as [number[], ...(number | null)[][]],
          element,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(280, element.clientWidth), height }));
        observer.observe(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [labels, series, height, formatLeft, formatRight]);

  return (
    <Box>
      {failed ? <Text color="fg.muted">{t('reports.chartUnavailable')}</Text> : null}
      <Box ref={target} role="img" aria-label={title} minH={`${height}px`} w="100%" overflow="hidden" />
      <Box as="details" mt={2}>
        <Box as="summary" cursor="pointer" color="accent.fg" fontSize="sm">
          {t('reports.showAsTable')}
        </Box>
        {alternative}
      </Box>
    </Box>
  );
}
