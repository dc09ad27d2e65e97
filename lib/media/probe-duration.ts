/** How long a media file plays, from its metadata (browser only). */
export function probeDuration(url: string, kind: "video" | "audio"): Promise<number | null> {
  return new Promise((resolve) => {
    const el = document.createElement(kind);
    el.preload = "metadata";
    el.muted = true;
    const done = (value: number | null) => {
      el.removeAttribute("src");
      el.load();
      resolve(value);
    };
    el.onloadedmetadata = () => {
      if (Number.isFinite(el.duration)) done(el.duration);
      else {
        // Recorded WebM files report Infinity until the end has been seen.
        el.ontimeupdate = () => {
          el.ontimeupdate = null;
          done(Number.isFinite(el.duration) ? el.duration : null);
        };
        el.currentTime = 1e9;
      }
    };
    el.onerror = () => done(null);
    el.src = url;
  });
}
