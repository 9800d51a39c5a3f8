/**
 * A real MP3 of silence, made by hand so tests need no encoder: MPEG-1 Layer III frames at
 * 128 kbit/s and 44.1 kHz (header FF FB 90 C4: no CRC, no padding, mono) whose side
 * information and main data are all zero, which every decoder plays as silence. One
 * frame is 417 bytes and 1,152 samples (about 26 ms).
 */
export function silentMp3(seconds: number): Buffer {
  const frameBytes = 417;
  const frames = Math.max(1, Math.ceil((seconds * 44100) / 1152));
  const out = Buffer.alloc(frames * frameBytes);
  for (let frame = 0; frame < frames; frame += 1) out.set([0xff, 0xfb, 0x90, 0xc4], frame * frameBytes);
  return out;
}
