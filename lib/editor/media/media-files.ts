/** Which local files the editor accepts (the Upload Media types, plus .webm which browsers record and play). */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
export const acceptedExtensions = [".mp4", ".mov", ".avi", ".mkv", ".webm", ".mp3", ".wav", ".jpg", ".jpeg", ".png", ".gif"] as const;
export const acceptAttribute = acceptedExtensions.join(",");

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export type FileCheck<T extends FileLike> = { accepted: T[]; rejected: { file: T; reason: string }[] };

export function mediaKind(file: Pick<FileLike, "name" | "type">): "video" | "audio" | "image" {
  const type = file.type.toLowerCase();
  const ext = file.name.toLowerCase().slice(file.name.lastIndexOf("."));
  if (type.startsWith("image/") || [".jpg", ".jpeg", ".png", ".gif"].includes(ext)) return "image";
  if (type.startsWith("audio/") || [".mp3", ".wav"].includes(ext)) return "audio";
  return "video";
}

export function checkMediaFiles<T extends FileLike>(files: T[]): FileCheck<T> {
  const result: FileCheck<T> = { accepted: [], rejected: [] };
  for (const file of files) {
    const ext = file.name.toLowerCase().slice(file.name.lastIndexOf("."));
    if (!(acceptedExtensions as readonly string[]).includes(ext)) {
      result.rejected.push({ file, reason: `${file.name}: this file type is not supported` });
    } else if (file.size > MAX_FILE_BYTES) {
      result.rejected.push({ file, reason: `${file.name}: larger than 100 MB` });
    } else if (result.accepted.length >= MAX_FILES) {
      result.rejected.push({ file, reason: `${file.name}: at most ${MAX_FILES} files at a time` });
    } else {
      result.accepted.push(file);
    }
  }
  return result;
}

/** Images have no duration of their own: they stay on screen this long. */
export const IMAGE_SECONDS = 5;
