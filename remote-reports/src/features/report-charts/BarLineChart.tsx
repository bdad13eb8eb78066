import { useEffect, useRef, useState, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Text } from '@haulstop/shared/ui/display';
import { countRange, countTickRoom, countTicks, labelIndexes, labelWidth } from './chart-ticks';

/** An axis: what it measures (its label, with the unit or currency), how a value reads, and whether it counts whole things. */
export type ChartAxis = { label?: string; format?: (value: number) => string; counts?: boolean };

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
  left?: ChartAxis;
  right?: ChartAxis;
};

type Plot = { bbox: { width: number; height: number } };

/** How far outside the viewport a chart starts drawing: ahead of a scroll, so it is drawn by the time it shows. */
const DRAW_AHEAD = '200px 0px';

let uplotAsked = false;

/**
 * Fetches the chart library once the page is idle, without drawing: a chart scrolled to later is
 * then drawn at once, never waiting on the network, and the page's first view did not carry it.
 */
function loadUplotWhenIdle(): void {
  if (uplotAsked) return;
  uplotAsked = true;
  const load = () => void import('./uplot-loader').catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load);
  else setTimeout(load, 0);
}

/**
 * True once the element is in or near the viewport, and from then on. A chart below the fold is
 * not drawn while the page's first view is (its library comes when the page is idle): on
 * /dashboard the charts drawn with the data held the main thread in that task. Without
 * IntersectionObserver, at once.
 */
function useNearViewport(target: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    loadUplotWhenIdle();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);
  return near;
}

/**
 * Bars and lines over labelled points, drawn by uPlot. uPlot (~20 KB gz) is imported here, on
 * first draw (once the chart is near the viewport), so only pages showing a chart load it. The canvas is hidden from assistive technology;
 * `alternative` carries the same figures.
 */
export function BarLineChart({ title, labels, series, alternative, height = 240, left, right }: BarLineChartProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The figures' table is drawn once its disclosure is first opened: closed, it is not shown nor
  // read, and drawing a table of every day with each chart (three or more on /dashboard) held the
  // main thread when the page's data arrived.
  const [tableOpened, setTableOpened] = useState(false);
  const near = useNearViewport(target);

  useEffect(() => {
    const element = target.current;
    if (!element || !near) return;
    let chart: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    import('./uplot-loader')
      .then(({ uPlot }) => {
        if (cancelled) return;
        const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
        const xs = labels.map((_, i) => i);
        const width = Math.max(280, element.clientWidth || 600);
        // bbox is in device pixels; the room for ticks and labels is counted in CSS pixels.
        const cssPx = (value: number) => value / uPlot.pxRatio;
        const xLabelWidth = labelWidth(labels);
        const scaleOf = (axis: ChartAxis | undefined) =>
          axis?.counts ? { range: (_u: unknown, _min: number, max: number): [number, number] => countRange(max) } : {};
        const axisOf = (axis: ChartAxis | undefined, scale: 'left' | 'right') => ({
          scale,
          label: axis?.label,
          ...(scale === 'right' ? { side: 1 as const, grid: { show: false } } : {}),
          ...(axis?.counts ? { splits: (u: Plot, _i: number, min: number, max: number) => countTicks(min, max, countTickRoom(cssPx(u.bbox.height))) } : {}),
          values: (_u: unknown, splits: number[]) => splits.map((v) => (axis?.format ? axis.format(v) : String(v))),
        });
        chart = new uPlot(
          {
            width,
            height,
            legend: { show: false },
            cursor: { drag: { x: false, y: false } },
            scales: { x: { time: false, range: [-0.5, Math.max(0.5, labels.length - 0.5)] }, left: scaleOf(left), right: scaleOf(right) },
            axes: [
              {
                // Only as many labels as fit side by side: the others would overlap.
                splits: (u: Plot) => labelIndexes(labels.length, cssPx(u.bbox.width), xLabelWidth),
                values: (_u: unknown, splits: number[]) => splits.map((s) => labels[s] ?? ''),
              },
              axisOf(left, 'left'),
              ...(series.some((s) => s.scale === 'right') ? [axisOf(right, 'right')] : []),
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
  }, [near, labels, series, height, left, right]);

  return (
    <Box>
      {failed ? <Text color="fg.muted">{t('reports.chartUnavailable')}</Text> : null}
      <Box ref={target} role="img" aria-label={title} minH={`${height}px`} w="100%" overflow="hidden" />
      <Box
        as="details"
        mt={2}
        onToggle={(event: SyntheticEvent<HTMLElement>) => {
          if ((event.currentTarget as HTMLDetailsElement).open) setTableOpened(true);
        }}
      >
        <Box as="summary" cursor="pointer" color="accent.fg" fontSize="sm">
          {t('reports.showAsTable')}
        </Box>
        {tableOpened ? alternative : null}
      </Box>
    </Box>
  );
}
