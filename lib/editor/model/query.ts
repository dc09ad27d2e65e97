/** The editor's query parameters: ?project=, ?title=&aspectRatio=&duration= (templates), ?upload=1, ?music=. */
import type { ProjectSettings } from "./document";
import { aspectRatios, type AspectRatio } from "./choices";

export type EditorQuery = Record<string, string | string[] | undefined>;

export interface EditorQueryOptions {
  projectId: string | null;
  openUpload: boolean;
  /** A Music Library track id to put on the audio track. */
  music: string | null;
  initial: Partial<ProjectSettings>;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Template durations come as "0:30" or "1:05" (m:ss) or a number of seconds; the editor shows hh:mm:ss. */
export function toDurationText(value: string): string | null {
  const text = value.trim();
  let seconds: number;
  if (/^\d+$/.test(text)) seconds = Number(text);
  else if (/^\d{1,2}:\d{2}$/.test(text)) {
    const [m, s] = text.split(":").map(Number);
    seconds = m * 60 + s;
  } else if (/^\d{1,2}:\d{2}:\d{2}$/.test(text)) {
    const [h, m, s] = text.split(":").map(Number);
    seconds = h * 3600 + m * 60 + s;
  } else return null;
  const hh = Math.floor(seconds / 3600);
  const mm = Math.floor((seconds % 3600) / 60);
  const ss = seconds % 60;
  return [hh, mm, ss].map((n) => String(n).padStart(2, "0")).join(":");
}

export function parseEditorQuery(query: EditorQuery): EditorQueryOptions {
  const initial: Partial<ProjectSettings> = {};
  const title = first(query.title)?.trim();
  if (title) initial.title = title.slice(0, 120);
  const aspect = first(query.aspectRatio);
  if (aspect && (aspectRatios as readonly string[]).includes(aspect)) initial.aspectRatio = aspect as AspectRatio;
  const duration = first(query.duration);
  const durationText = duration ? toDurationText(duration) : null;
  if (durationText) initial.durationText = durationText;
  const project = first(query.project)?.trim();
  const music = first(query.music)?.trim().slice(0, 64);
  return { projectId: project ? project : null, openUpload: first(query.upload) === "1", music: music ? music : null, initial };
}
