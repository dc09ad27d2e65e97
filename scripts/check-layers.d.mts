/** The repository path an import names (forward slashes), or null for a package. */
export function target(from: string, spec: string): string | null;
/** Why the import of `to` from `from` (both repository paths, forward slashes) points the wrong way, or null. */
export function wrongWay(from: string, to: string): string | null;
