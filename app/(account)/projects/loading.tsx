/** While the account's projects are read: the page's outline, so nothing jumps when they arrive. */
export default function Loading() {
  return (
    <div role="status" aria-label="Loading your projects" className="flex flex-col gap-6">
      <div className="h-9 w-48 animate-pulse rounded-md bg-muted" />
      <div className="h-16 animate-pulse rounded-xl bg-muted" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="aspect-video animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
    </div>
  );
}
