/**
 * Connect Local's ringtone: two seconds of the North American ring (440 Hz + 480 Hz) and four of silence, as a
 * 16-bit mono WAV made on demand so the repository carries no binary. The player loops it while a call rings.
 */
export function ringtoneWav(sampleRate = 8000): Buffer {
  const ringSeconds = 2;
  const totalSeconds = 6;
  const samples = sampleRate * totalSeconds;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < sampleRate * ringSeconds; i++) {
    const t = i / sampleRate;
    // A short fade at both ends keeps the ring from clicking.
    const fade = Math.min(1, t / 0.02, (ringSeconds - t) / 0.02);
    const v = 0.25 * fade * (Math.sin(2 * Math.PI * 440 * t) + Math.sin(2 * Math.PI * 480 * t));
    wav.writeInt16LE(Math.round(v * 32767), 44 + i * 2);
  }
  return wav;
}
