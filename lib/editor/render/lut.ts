/**
 * 3D LUTs: the `.cube` format (Adobe/Resolve: TITLE, LUT_3D_SIZE, DOMAIN_MIN/DOMAIN_MAX, then size³ lines of
 * "r g b" with red changing fastest) and trilinear sampling. Pure: no DOM.
 */

export interface Lut {
  /** Points along each axis (2..256). */
  size: number;
  /** size³ × 3 output values, red fastest, then green, then blue. */
  data: Float32Array;
  /** The input range each axis covers (usually 0..1). */
  domainMin: [number, number, number];
  domainMax: [number, number, number];
  title?: string;
}

/** A .cube file this parser cannot use; the message says what is wrong and where. */
export class CubeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CubeError";
  }
}

export const LUT_MIN_SIZE = 2;
export const LUT_MAX_SIZE = 256;

function numbers(parts: string[], line: number, what: string): [number, number, number] {
  if (parts.length !== 3) throw new CubeError(`Line ${line}: ${what} needs three numbers.`);
  const out = parts.map(Number);
  if (out.some((n) => !Number.isFinite(n))) throw new CubeError(`Line ${line}: ${what} has a value that is not a number.`);
  return out as [number, number, number];
}

/** Reads a .cube file's text; throws CubeError for anything it cannot use (1D LUTs, missing size, wrong count). */
export function parseCube(text: string): Lut {
  let size = 0;
  let title: string | undefined;
  let domainMin: [number, number, number] = [0, 0, 0];
  let domainMax: [number, number, number] = [1, 1, 1];
  let data: Float32Array | null = null;
  let count = 0;
  const lines = text.split(/\r\n|\n|\r/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === "" || line.startsWith("#")) continue;
    const parts = line.split(/\s+/);
    const head = parts[0].toUpperCase();
    if (/^[A-Z]/.test(head)) {
      if (data && count > 0) throw new CubeError(`Line ${i + 1}: "${parts[0]}" after the table of values.`);
      switch (head) {
        case "TITLE":
          title = line.slice(5).trim().replace(/^"|"$/g, "");
          break;
        case "LUT_3D_SIZE": {
          const n = Number(parts[1]);
          if (!Number.isInteger(n) || n < LUT_MIN_SIZE || n > LUT_MAX_SIZE)
            throw new CubeError(`Line ${i + 1}: LUT_3D_SIZE must be a whole number from ${LUT_MIN_SIZE} to ${LUT_MAX_SIZE}.`);
          size = n;
          data = new Float32Array(n * n * n * 3);
          break;
        }
        case "LUT_1D_SIZE":
          throw new CubeError("This is a 1D LUT: only 3D LUTs (LUT_3D_SIZE) are supported.");
        case "DOMAIN_MIN":
          domainMin = numbers(parts.slice(1), i + 1, "DOMAIN_MIN");
          break;
        case "DOMAIN_MAX":
          domainMax = numbers(parts.slice(1), i + 1, "DOMAIN_MAX");
          break;
        case "LUT_3D_INPUT_RANGE": {
          const [lo, hi] = parts.slice(1).map(Number);
          if (!Number.isFinite(lo) || !Number.isFinite(hi)) throw new CubeError(`Line ${i + 1}: LUT_3D_INPUT_RANGE needs two numbers.`);
          domainMin = [lo, lo, lo];
          domainMax = [hi, hi, hi];
          break;
        }
        default:
          // Other keywords (LUT_IN_VIDEO_RANGE, vendor tags) do not change the table.
          break;
      }
      continue;
    }
    if (!data) throw new CubeError(`Line ${i + 1}: values before LUT_3D_SIZE.`);
    const rgb = numbers(parts, i + 1, "A table row");
    if (count >= size * size * size) throw new CubeError(`Line ${i + 1}: more than ${size}³ = ${size ** 3} rows.`);
    data.set(rgb, count * 3);
    count++;
  }
  if (!data) throw new CubeError("Not a .cube LUT: no LUT_3D_SIZE line.");
  if (count !== size ** 3) throw new CubeError(`The table has ${count} rows; LUT_3D_SIZE ${size} needs ${size ** 3}.`);
  for (let c = 0; c < 3; c++)
    if (!(domainMax[c] > domainMin[c])) throw new CubeError("DOMAIN_MAX must be above DOMAIN_MIN on every channel.");
  return { size, data, domainMin, domainMax, ...(title ? { title } : {}) };
}

/** The LUT that changes nothing, `size` points along each axis. */
export function identityLut(size = 2): Lut {
  return tableLut(size, (r, g, b) => [r, g, b]);
}

/** A LUT made by evaluating `f` (0..1 in, 0..1 out) at each lattice point. */
export function tableLut(size: number, f: (r: number, g: number, b: number) => readonly [number, number, number]): Lut {
  const data = new Float32Array(size * size * size * 3);
  const step = 1 / (size - 1);
  let i = 0;
  for (let b = 0; b < size; b++)
    for (let g = 0; g < size; g++)
      for (let r = 0; r < size; r++) {
        const out = f(r * step, g * step, b * step);
        data[i++] = out[0];
        data[i++] = out[1];
        data[i++] = out[2];
      }
  return { size, data, domainMin: [0, 0, 0], domainMax: [1, 1, 1] };
}

/** The LUT's output for input (r, g, b), trilinearly interpolated; written into `out` (also returned). */
export function sampleLut(lut: Lut, r: number, g: number, b: number, out: [number, number, number] = [0, 0, 0]): [number, number, number] {
  const n = lut.size;
  const max = n - 1;
  const pos = (v: number, c: number) => {
    const x = ((v - lut.domainMin[c]) / (lut.domainMax[c] - lut.domainMin[c])) * max;
    return x <= 0 ? 0 : x >= max ? max : x;
  };
  const x = pos(r, 0);
  const y = pos(g, 1);
  const z = pos(b, 2);
  const x0 = Math.min(max - 1, Math.floor(x));
  const y0 = Math.min(max - 1, Math.floor(y));
  const z0 = Math.min(max - 1, Math.floor(z));
  const fx = x - x0;
  const fy = y - y0;
  const fz = z - z0;
  const d = lut.data;
  const sy = n * 3;
  const sz = n * n * 3;
  const i000 = z0 * sz + y0 * sy + x0 * 3;
  for (let c = 0; c < 3; c++) {
    const i = i000 + c;
    const c00 = d[i] + (d[i + 3] - d[i]) * fx;
    const c10 = d[i + sy] + (d[i + sy + 3] - d[i + sy]) * fx;
    const c01 = d[i + sz] + (d[i + sz + 3] - d[i + sz]) * fx;
    const c11 = d[i + sz + sy] + (d[i + sz + sy + 3] - d[i + sz + sy]) * fx;
    const c0 = c00 + (c10 - c00) * fy;
    const c1 = c01 + (c11 - c01) * fy;
    out[c] = c0 + (c1 - c0) * fz;
  }
  return out;
}

/** The LUT as .cube text (used by the script that makes the shipped LUTs, and by tests). */
export function formatCube(lut: Lut, title?: string): string {
  const lines = [...(title ? [`TITLE "${title}"`] : []), `LUT_3D_SIZE ${lut.size}`, `DOMAIN_MIN ${lut.domainMin.join(" ")}`, `DOMAIN_MAX ${lut.domainMax.join(" ")}`];
  for (let i = 0; i < lut.data.length; i += 3) lines.push([lut.data[i], lut.data[i + 1], lut.data[i + 2]].map((v) => v.toFixed(6)).join(" "));
  return `${lines.join("\n")}\n`;
}
