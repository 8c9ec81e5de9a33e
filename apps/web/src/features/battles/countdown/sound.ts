/**
 * Short synthesised beeps for the countdown (Web Audio: no sound file to download). Browsers
 * may keep audio suspended until the page has had a user gesture; a beep that cannot play is
 * simply skipped.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

export function playBeep(kind: 'tick' | 'go'): void {
  try {
    const ctx = audio();
    if (!ctx || ctx.state !== 'running') return;
    const start = ctx.currentTime;
    const duration = kind === 'go' ? 0.45 : 0.12;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = kind === 'go' ? 'triangle' : 'sine';
    oscillator.frequency.setValueAtTime(kind === 'go' ? 1046.5 : 784, start);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.18, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + duration + 0.02);
  } catch {
    // No audio on this device: the countdown is still visible.
  }
}
