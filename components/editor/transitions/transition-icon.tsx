import type { TransitionKind } from "@/lib/editor/model/document";

/** A small picture of the transition: the outgoing side dark, the incoming side light, as it looks half way. */
export function TransitionIcon({ kind }: { kind: TransitionKind }) {
  const A = "fill-sky-700";
  const B = "fill-amber-400";
  const shapes: Record<TransitionKind, React.ReactNode> = {
    dissolve: <rect width="24" height="14" className={B} opacity="0.5" />,
    "dip-black": <rect width="24" height="14" className="fill-black" />,
    "dip-white": <rect width="24" height="14" className="fill-white" />,
    "wipe-left": <rect x="12" width="12" height="14" className={B} />,
    "wipe-right": <rect width="12" height="14" className={B} />,
    "wipe-up": <rect y="7" width="24" height="7" className={B} />,
    "wipe-down": <rect width="24" height="7" className={B} />,
    slide: <rect x="12" width="12" height="14" className={B} />,
    push: (
      <>
        <rect width="12" height="14" className={A} />
        <rect x="12" width="12" height="14" className={B} />
        <path d="M20 7h-8m2-2-2 2 2 2" className="fill-none stroke-white" strokeWidth="1" />
      </>
    ),
    zoom: <rect x="6" y="3.5" width="12" height="7" className={B} />,
    iris: <circle cx="12" cy="7" r="5" className={B} />,
    blur: <rect width="24" height="14" className={B} opacity="0.5" filter="blur(1px)" />,
  };
  return (
    <svg viewBox="0 0 24 14" width="36" height="21" aria-hidden className="overflow-hidden rounded-sm">
      <rect width="24" height="14" className={A} />
      {shapes[kind]}
    </svg>
  );
}
