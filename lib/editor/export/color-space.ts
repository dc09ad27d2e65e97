/**
 * Colours of videos whose file does not say its colour space. The preview plays them in a <video> element, which
 * reads an untagged standard-definition video as BT.601 (the SD convention); the export decodes through WebCodecs,
 * which labels every untagged frame BT.709. Drawn as they come, the export's greens and reds would differ from the
 * preview's by 20-40 levels. So the export relabels the frames of an untagged SD video as BT.601 before drawing
 * them: the file's pixels, read the way the preview reads them.
 */

/** The tallest frame still read as standard definition (576 lines, PAL). */
export const SD_MAX_HEIGHT = 576;

const BT601: VideoColorSpaceInit = { primaries: "smpte170m", transfer: "smpte170m", matrix: "smpte170m", fullRange: false };

/** The colour space to give a track's frames, or null to draw them as decoded. */
export function assumedColorSpace(declared: VideoColorSpaceInit, height: number): VideoColorSpaceInit | null {
  if (declared.matrix || declared.primaries || declared.transfer) return null;
  return height > 0 && height <= SD_MAX_HEIGHT ? BT601 : null;
}

/** A copy of a decoded frame with another colour space (the caller closes both). Null when its pixels cannot be copied. */
export async function relabel(frame: VideoFrame, colorSpace: VideoColorSpaceInit): Promise<VideoFrame | null> {
  if (!frame.format) return null;
  // copyTo copies the visible part only (a decoder's coded size may be padded, e.g. 704 for 640): that is the copy.
  const data = new Uint8Array(frame.allocationSize());
  const layout = await frame.copyTo(data);
  return new VideoFrame(data, {
    format: frame.format,
    codedWidth: frame.visibleRect?.width ?? frame.codedWidth,
    codedHeight: frame.visibleRect?.height ?? frame.codedHeight,
    timestamp: frame.timestamp,
    layout,
    displayWidth: frame.displayWidth,
    displayHeight: frame.displayHeight,
    colorSpace,
  });
}
