/**
 * A horizontal bar chart drawn as plain SVG on the server (no script). Each row holds one or more bars; each bar
 * is labelled with its value. The SVG is one image for assistive technology (role="img" with a summary in
 * aria-label), and a visually hidden table lists the same numbers. The viewBox fixes the aspect ratio, so the
 * chart takes its height before it paints: no layout shift, from 375 px up.
 */
import { cn } from "@/lib/utils";

export type BarTone = "primary" | "primarySoft" | "success" | "warning";

export interface ChartBar {
  /** Column of the hidden table (e.g. "today"); with the row's key it names the cell's test id. */
  key: string;
  value: number;
  tone: BarTone;
}

export interface ChartRow {
  key: string;
  label: string;
  bars: ChartBar[];
}

const toneClass: Record<BarTone, string> = {
  primary: "fill-primary",
  primarySoft: "fill-primary/35",
  success: "fill-success",
  warning: "fill-warning",
};

const legendClass: Record<BarTone, string> = {
  primary: "bg-primary",
  primarySoft: "bg-primary/35",
  success: "bg-success",
  warning: "bg-warning",
};

const W = 320;
const LABEL_W = 92;
const VALUE_W = 80;
const BAR_H = 12;
const BAR_GAP = 3;
const ROW_GAP = 12;

export function BarChart({
  id,
  title,
  summary,
  rows,
  columns,
  format,
  legend,
}: {
  /** Unique on the page: the figure's caption id and the cells' test id prefix. */
  id: string;
  title: string;
  /** One sentence read instead of the image. */
  summary: string;
  rows: ChartRow[];
  /** Headings of the hidden table's value columns, by bar key. */
  columns: { key: string; label: string }[];
  format: (value: number) => string;
  /** Shown when bars of a row mean different series. */
  legend?: { label: string; tone: BarTone }[];
}) {
  const max = Math.max(1, ...rows.flatMap((r) => r.bars.map((b) => b.value)));
  const scale = (W - LABEL_W - VALUE_W) / max;
  const layout = rows.map((row, i) => {
    const offset = rows.slice(0, i).reduce((y, r) => y + r.bars.length * (BAR_H + BAR_GAP) - BAR_GAP + ROW_GAP, 0);
    return { row, y: offset, height: row.bars.length * (BAR_H + BAR_GAP) - BAR_GAP };
  });
  const last = layout[layout.length - 1];
  const H = last ? last.y + last.height : 0;

  return (
    <figure aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span id={`${id}-title`} className="text-sm font-medium">
          {title}
        </span>
        {legend ? (
          <span className="flex flex-wrap gap-3 text-xs text-muted-foreground" aria-hidden>
            {legend.map((l) => (
              <span key={l.label} className="flex items-center gap-1.5">
                <span className={cn("inline-block size-2.5 rounded-sm", legendClass[l.tone])} />
                {l.label}
              </span>
            ))}
          </span>
        ) : null}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="block h-auto w-full overflow-visible">
        {layout.map(({ row, y, height }) => (
          <g key={row.key}>
            <text x={0} y={y + height / 2} dominantBaseline="central" className="fill-muted-foreground text-[12px]">
              {row.label}
            </text>
            {row.bars.map((bar, j) => {
              const by = y + j * (BAR_H + BAR_GAP);
              const len = bar.value > 0 ? Math.max(2, bar.value * scale) : 0;
              return (
                <g key={bar.key}>
                  <rect x={LABEL_W} y={by} width={len} height={BAR_H} rx={2} className={toneClass[bar.tone]} />
                  <text
                    x={LABEL_W + len + 5}
                    y={by + BAR_H / 2}
                    dominantBaseline="central"
                    className="fill-foreground text-[12px] tabular-nums"
                  >
                    {format(bar.value)}
                  </text>
                </g>
              );
            })}
          </g>
        ))}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {columns.map((c) => {
                const bar = row.bars.find((b) => b.key === c.key);
                return (
                  <td key={c.key} data-testid={`${id}-${row.key}-${c.key}`}>
                    {bar ? format(bar.value) : "–"}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
