"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation), small enough for a first load: one tab stop
 * (roving tabindex), ArrowLeft/ArrowRight (and Up/Down) move to the neighbouring tab and open it, Home/End to the
 * first/last; every tab has aria-selected and aria-controls, every panel role tabpanel and aria-labelledby.
 * Inactive panels unmount unless `forceMount` (then they stay in the DOM with data-state="inactive").
 * Controlled (`value` + `onValueChange`) or not (`defaultValue`).
 */
interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = React.createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = React.use(TabsContext);
  if (!context) throw new Error("Tabs parts must be used inside <Tabs>");
  return context;
}

const idFor = (baseId: string, part: "trigger" | "content", value: string) => `${baseId}-${part}-${value.replace(/\s+/g, "-")}`;

export function Tabs({
  value: controlled,
  defaultValue,
  onValueChange,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue ?? "");
  const value = controlled ?? uncontrolled;
  const baseId = React.useId();
  const context = React.useMemo<TabsContextValue>(
    () => ({
      value,
      baseId,
      select: (next) => {
        if (next === value) return;
        if (controlled === undefined) setUncontrolled(next);
        onValueChange?.(next);
      },
    }),
    [value, baseId, controlled, onValueChange],
  );
  return (
    <TabsContext value={context}>
      <div data-slot="tabs" className={cn("flex flex-col gap-3", className)} {...props}>
        {children}
      </div>
    </TabsContext>
  );
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn("inline-flex w-fit flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const move = keyMoves[event.key];
        if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
        const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
        const index = tabs.indexOf(event.target as HTMLButtonElement);
        if (index < 0 || tabs.length === 0) return;
        event.preventDefault();
        const next = tabs[move(index, tabs.length)];
        next.focus();
        next.click();
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(tabs.baseId, "trigger", value)}
      aria-selected={selected}
      aria-controls={idFor(tabs.baseId, "content", value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  forceMount,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idFor(tabs.baseId, "content", value)}
      aria-labelledby={idFor(tabs.baseId, "trigger", value)}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? "active" : "inactive"}
      data-slot="tabs-content"
      className={cn("outline-none", className)}
      {...props}
    >
      {children}
    </div>
  );
}
