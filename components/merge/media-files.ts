import { formatDuration, formatSizeMb, mediaKind, type UploadedFile } from "@/lib/media/merge-media";

/** Turns a picked file into an uploaded file: a local object URL, size in MB; images are their own thumbnail. */
export function toUploadedFile(file: File): UploadedFile | null {
  const type = mediaKind(file.type);
  if (!type) return null;
  const url = URL.createObjectURL(file);
  return {
    id: crypto.randomUUID(),
    name: file.name,
    type,
    size: formatSizeMb(file.size),
    duration: null,
    thumbnail: type === "image" ? url : null,
    url,
  };
}

/** Reads a video's real duration and grabs a frame as its thumbnail. */
export function readVideoDetails(url: string): Promise<{ duration: string | null; thumbnail: string | null }> {
  return new Promise((resolve) => {
    const video = document.createElement("video");
    video.muted = true;
    video.preload = "auto";
    let duration: string | null = null;
    const done = (thumbnail: string | null) => {
      video.removeAttribute("src");
      video.load();
      resolve({ duration, thumbnail });
    };
    video.onloadedmetadata = () => {
      duration = formatDuration(video.duration);
      video.currentTime = Math.min(1, video.duration / 2 || 0);
    };
    video.onseeked = () => {
      try {
        const canvas = document.createElement("canvas");
        const scale = 240 / Math.max(1, video.videoWidth);
        canvas.width = 240;
        canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
        canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
        done(canvas.toDataURL("image/jpeg", 0.8));
      } catch {
        done(null);
      }
    };
    video.onerror = () => done(null);
    video.src = url;
  });
}

/** Starts a download of a URL under a file name. */
export function downloadUrl(url: string, name: string) {
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
}
