/** Brand palette and small deterministic helpers shared by every artwork module. */

export const C = {
  navy: '#1f2a44',
  larkspur: '#4a5fc1',
  deep: '#34449a',
  sage: '#7fa99b',
  paleSage: '#e3efe9',
  sand: '#f4efe6',
  white: '#ffffff',
  /** Supporting tints derived from the palette (not brand colours in their own right). */
  mist: '#eef1fb',
  lilac: '#c9d0f0',
  paleBlue: '#e6eefa',
  skyBlue: '#b9cdea',
  rose: '#e7c2b3',
  roseGold: '#c99a84',
  sandDeep: '#e6d9c4',
  sageDeep: '#5b8a7b',
} as const;

export const SANS = 'sans-serif';

/** FNV-1a 32-bit hash of a string: stable across runs and platforms. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32 pseudo-random generator seeded from a number. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], r: number): T {
  const item = items[Math.floor(r * items.length) % items.length];
  if (item === undefined) throw new Error('pick() from an empty list');
  return item;
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Round to 2 decimals so SVG strings stay short and diff-stable. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

export function radial(id: string, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${n(opacity)}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}
