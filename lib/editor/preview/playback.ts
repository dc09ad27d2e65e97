/**
 * The editor's playback clock: the one current time that the timeline's playhead, the preview and the keyboard
 * share. Not React state: subscribers are told on every change (the preview redraws, the playhead moves) without
 * re-rendering the editor. The preview may drive it from its audio clock through `tick`.
 */
export type PlaybackListener = (time: number, playing: boolean) => void;

export class PlaybackClock {
  private current = 0;
  private isPlaying = false;
  private startedAt = 0;
  private startTime = 0;
  private raf = 0;
  private readonly listeners = new Set<PlaybackListener>();

  /** `now` returns milliseconds (performance.now in the browser; injectable for tests). */
  constructor(
    private duration: () => number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get time(): number {
    return this.current;
  }

  get playing(): boolean {
    return this.isPlaying;
  }

  subscribe(listener: PlaybackListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setDurationSource(duration: () => number): void {
    this.duration = duration;
  }

  seek(time: number): void {
    const end = Math.max(0, this.duration());
    this.current = Math.min(Math.max(0, Number.isFinite(time) ? time : 0), end);
    this.startTime = this.current;
    this.startedAt = this.now();
    this.emit();
  }

  play(): void {
    if (this.isPlaying) return;
    if (this.current >= this.duration()) this.current = 0;
    this.isPlaying = true;
    this.startTime = this.current;
    this.startedAt = this.now();
    this.emit();
    this.loop();
  }

  pause(): void {
    if (!this.isPlaying) return;
    this.tick();
    this.isPlaying = false;
    if (this.raf && typeof cancelAnimationFrame !== "undefined") cancelAnimationFrame(this.raf);
    this.raf = 0;
    this.emit();
  }

  toggle(): void {
    if (this.isPlaying) this.pause();
    else this.play();
  }

  /** Advances the time while playing (called every animation frame); stops at the end. */
  tick(): void {
    if (!this.isPlaying) return;
    const end = this.duration();
    const t = this.startTime + (this.now() - this.startedAt) / 1000;
    if (t >= end) {
      this.current = end;
      this.isPlaying = false;
    } else {
      this.current = t;
    }
    this.emit();
  }

  dispose(): void {
    this.pause();
    this.listeners.clear();
  }

  private loop(): void {
    if (typeof requestAnimationFrame === "undefined") return;
    const step = () => {
      this.tick();
      if (this.isPlaying) this.raf = requestAnimationFrame(step);
    };
    this.raf = requestAnimationFrame(step);
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.current, this.isPlaying);
  }
}
