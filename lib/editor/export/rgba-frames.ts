/**
 * Decoded video frames as RGBA canvases, for the export's compositor. Drawing a YUV VideoFrame onto a 2D canvas
 * converts it to RGB inside the canvas, which in software costs about 6 ms a 720p frame on the export's thread; the
 * frame's own copy to RGBA (`VideoFrame.copyTo` with an RGB format) does the same conversion, with the frame's colour
 * space, in about 1 ms, and putting the pixels in a canvas costs a tenth of that. Each video item keeps one canvas,
 * refilled only when its frame changes.
 *
 * A frame whose display size differs from its pixel size (anamorphic video), or that cannot be copied as RGBA (a
 * format the browser does not convert), is drawn as it is.
 */

/** What RgbaFrames needs of a VideoFrame. */
export interface CopyableFrame {
  readonly displayWidth: number;
  readonly displayHeight: number;
  readonly codedWidth: number;
  readonly codedHeight: number;
  readonly visibleRect: { width: number; height: number } | null;
  copyTo(destination: Uint8ClampedArray, options: { format: "RGBA"; colorSpace: "srgb" }): Promise<unknown>;
}

/** What RgbaFrames needs of a canvas (an OffscreenCanvas in the browser). */
export interface RgbaCanvas {
  readonly width: number;
  readonly height: number;
  put(pixels: Uint8ClampedArray): void;
  readonly source: CanvasImageSource;
}

function offscreenCanvas(width: number, height: number): RgbaCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext("2d", { alpha: false });
  if (!ctx) throw new Error("no 2D canvas");
  return {
    width,
    height,
    source: canvas,
    put: (pixels) => ctx.putImageData(new ImageData(pixels as Uint8ClampedArray<ArrayBuffer>, width, height), 0, 0),
  };
}

interface Slot {
  canvas: RgbaCanvas;
  pixels: Uint8ClampedArray;
  /** The decoded frame (or sample) the canvas holds. */
  of: object | null;
}

export class RgbaFrames {
  private readonly slots = new Map<string, Slot>();
  /** Off for good once a copy fails: the browser does not convert these frames. */
  private broken = false;

  constructor(private readonly makeCanvas: (width: number, height: number) => RgbaCanvas = offscreenCanvas) {}

  /**
   * The frame as a canvas kept for `id` (a timeline item), or null when it is to be drawn as it is. `key` identifies
   * the decoded frame: the same key twice reuses the canvas without copying.
   */
  async canvasOf(id: string, frame: CopyableFrame, key: object): Promise<CanvasImageSource | null> {
    if (this.broken) return null;
    const width = frame.visibleRect?.width ?? frame.codedWidth;
    const height = frame.visibleRect?.height ?? frame.codedHeight;
    if (width <= 0 || height <= 0 || frame.displayWidth !== width || frame.displayHeight !== height) return null;
    let slot = this.slots.get(id);
    if (slot && slot.of === key && slot.canvas.width === width && slot.canvas.height === height) return slot.canvas.source;
    if (!slot || slot.canvas.width !== width || slot.canvas.height !== height) {
      slot = { canvas: this.makeCanvas(width, height), pixels: new Uint8ClampedArray(width * height * 4), of: null };
      this.slots.set(id, slot);
    }
    try {
      await frame.copyTo(slot.pixels, { format: "RGBA", colorSpace: "srgb" });
    } catch {
      this.broken = true;
      this.slots.clear();
      return null;
    }
    slot.canvas.put(slot.pixels);
    slot.of = key;
    return slot.canvas.source;
  }

  /** Forgets the canvas of an item that is no longer shown. */
  release(id: string): void {
    this.slots.delete(id);
  }

  clear(): void {
    this.slots.clear();
  }
}
