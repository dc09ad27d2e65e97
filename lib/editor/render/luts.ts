/**
 * The LUTs the editor ships (public/luts/<id>.cube, made by scripts/make-luts.mjs): a picture's `lut` names one of
 * these, or a .cube file imported into this browser's own storage.
 */
export const builtinLuts = [
  { id: "warm", name: "Warm" },
  { id: "cool", name: "Cool" },
  { id: "teal-orange", name: "Teal and orange" },
  { id: "mono", name: "Mono" },
] as const;

/** Where a shipped LUT's file is served from. */
export const builtinLutUrl = (id: string) => `/luts/${encodeURIComponent(id)}.cube`;

/** Imported .cube files are kept in the browser's own storage under this prefix and a fresh id. */
export const LOCAL_LUT_PREFIX = "lut-";

/** The largest .cube file the import accepts (a 65-point LUT is about 7 MB of text). */
export const LUT_FILE_MAX_BYTES = 16 * 1024 * 1024;
