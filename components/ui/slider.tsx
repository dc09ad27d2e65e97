"use client";

import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A slider on the native range input (no script of its own to load): arrows move one step, PageUp/PageDown a tenth,
 * Home/End to the ends; values clamp to min/max and snap to step. The ARIA values are written out (aria-valuenow...)
 * so they read the same as the value the screen holds. One thumb: `value` and `onValueChange` take one-item arrays.
 * `onValueCommit` fires when a drag ends (pointer up) or a key that moved the value is released: one undo step.
 */
export function Slider({
  className,
  thumbLabel,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  onPointerUp,
  onKeyUp,
  min = 0,
  max = 100,
  step = 1,
  disabled,
  ...props
}: Omit<React.ComponentProps<"input">, "value" | "defaultValue" | "type" | "min" | "max" | "step"> & {
  thumbLabel: string;
  value?: number[];
  defaultValue?: number[];
  onValueChange?: (value: number[]) => void;
  onValueCommit?: (value: number[]) => void;
  min?: number;
  max?: number;
  step?: number;
}) {
  const current = value?.[0] ?? defaultValue?.[0] ?? min;
  const fill = max > min ? ((Math.min(max, Math.max(min, current)) - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      data-slot="slider"
      aria-label={thumbLabel}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={current}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      {...(value ? { value: current } : { defaultValue: current })}
      onChange={(event) => onValueChange?.([Math.min(max, Math.max(min, event.currentTarget.valueAsNumber))])}
      onPointerUp={(event) => {
        onPointerUp?.(event);
        onValueCommit?.([event.currentTarget.valueAsNumber]);
      }}
      onKeyUp={(event) => {
        onKeyUp?.(event);
        onValueCommit?.([event.currentTarget.valueAsNumber]);
      }}
      style={{ "--fill": `${fill}%` } as React.CSSProperties}
      className={cn(
        "block h-4 w-full cursor-pointer appearance-none bg-transparent outline-none disabled:cursor-default disabled:opacity-50",
        // Track: muted, filled with primary up to the value.
        "[&::-webkit-slider-runnable-track]:h-1.5 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-primary)_var(--fill),var(--color-muted)_var(--fill))]",
        "[&::-moz-range-track]:h-1.5 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-muted [&::-moz-range-progress]:h-1.5 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-primary",
        // Thumb: a round handle with a focus ring.
        "[&::-webkit-slider-thumb]:-mt-[5px] [&::-webkit-slider-thumb]:size-4 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow-sm [&::-webkit-slider-thumb]:transition-[box-shadow]",
        "[&::-moz-range-thumb]:size-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background",
        "focus-visible:[&::-webkit-slider-thumb]:ring-4 focus-visible:[&::-webkit-slider-thumb]:ring-ring/50 focus-visible:[&::-moz-range-thumb]:ring-4 focus-visible:[&::-moz-range-thumb]:ring-ring/50",
        className,
      )}
      {...props}
    />
  );
}
