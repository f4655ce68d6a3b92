// Writes public/sounds/beep.wav: a soft two-note chime, 1.5 s, 11 kHz mono 16-bit PCM. Kept so the
// sound can be remade or changed; the WAV itself is committed (every browser plays it).
import { writeFileSync } from 'node:fs';

const rate = 11025;
const seconds = 1.5;
const notes = [
  { start: 0, frequency: 880 },
  { start: 0.25, frequency: 1318.5 },
];

const samples = new Int16Array(Math.round(rate * seconds));
for (let i = 0; i < samples.length; i += 1) {
  const t = i / rate;
  let value = 0;
  for (const { start, frequency } of notes) {
    if (t < start) continue;
    const age = t - start;
    const attack = Math.min(1, age / 0.01);
    const decay = Math.exp(-age * 3.2);
    value +=
      attack *
      decay *
      (Math.sin(2 * Math.PI * frequency * age) + 0.3 * Math.sin(4 * Math.PI * frequency * age));
  }
  const fadeOut = Math.min(1, (seconds - t) / 0.05);
  samples[i] = Math.round(Math.max(-1, Math.min(1, value * 0.35 * fadeOut)) * 32767);
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + samples.byteLength, 4);
header.write('WAVEfmt ', 8);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(rate, 24);
header.writeUInt32LE(rate * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(samples.byteLength, 40);
writeFileSync(
  new URL('../public/sounds/beep.wav', import.meta.url),
  Buffer.concat([header, Buffer.from(samples.buffer)]),
);
