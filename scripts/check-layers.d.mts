/** The repository path an import names (forward slashes), or null for a package. */
export function target(from: string, spec: string): string | null;
/** Why the import of `to` from `from` (both repository paths, forward slashes) points the wrong way, or null. */
export function wrongWay(from: string, to: string): string | null;
/** The module specifiers a source text imports, exports from or loads dynamically. */
export function specifiers(text: string): string[];
/** The file an import's repository path names (`isFile` says whether a repository path is a file), or null. */
export function resolveModule(to: string, isFile: (file: string) => boolean): string | null;
/** The import graph of `sources` (repository path -> source text): each file's arrows to the files it imports. */
export function importGraph(sources: Map<string, string>, isFile?: (file: string) => boolean): Map<string, string[]>;
/** The import cycles of `graph`: one ring of files per strongly connected group, starting and ending at its first file. */
export function findCycles(graph: Map<string, string[]>): string[][];
