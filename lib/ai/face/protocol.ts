/** Messages between the page and the face worker (face.worker.ts). */
import type { BlurTrackTarget } from "@/lib/editor/model/document";

import type { FrameDetections } from "./tracker";

export type ToFaceWorker =
  | {
      type: "start";
      /** The media, from our origin or a blob: URL of the page. */
      url: string;
      kind: "video" | "image";
      /** Source times to look at, seconds (one for an image). */
      times: number[];
      targets: BlurTrackTarget[];
    }
  | { type: "cancel" }
  /** The person mask of one picture (SELFIE_SIZE square, stretched), for the effects aware of the subject. */
  | { type: "mask"; id: number; pixels: ImageData };

export type FromFaceWorker =
  | { type: "progress"; stage: "loading" | "detecting"; fraction: number }
  | { type: "done"; frames: Record<BlurTrackTarget, FrameDetections[]>; msPerFrame: number }
  | { type: "error"; message: string; cancelled?: boolean }
  | { type: "mask"; id: number; mask: Float32Array; size: number }
  | { type: "mask-error"; id: number; message: string };
