/** Sample media in public/ (see public/media/README.md). */
export const sampleMedia = {
  clipMp4: "/media/sample-clip.mp4",
  clipWebm: "/media/sample-clip.webm",
  /** Duration of the sample clip in seconds. */
  clipDurationSeconds: 6,
  image: "/media/sample-image.jpg",
  thumb: (n: number) => `/media/thumbs/thumb-${((Math.max(1, Math.floor(n)) - 1) % 8) + 1}.jpg`,
} as const;
