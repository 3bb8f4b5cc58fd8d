/**
 * Front view of the teeth for the aligner sequences: tooth outlines, the two gum lines and the
 * rounded "retractor photo" window they sit in. Pure SVG strings; no randomness.
 */
import { n } from './palette';

export type Kind = 'incisor' | 'canine' | 'premolar';

/** One tooth's displacement from its ideal place (all zero when straight). */
export interface ToothPose {
  dx: number;
  dy: number;
  /** In-plane tilt, degrees. */
  tilt: number;
  /** 0..0.5: how much a rotated tooth looks narrower. */
  squeeze: number;
  /** Depth: positive sits towards the lips (drawn later, a touch larger). */
  z: number;
}

export interface PlacedTooth extends ToothPose {
  x: number;
  edge: number;
  w: number;
  h: number;
  kind: Kind;
  upper: boolean;
  /** Lower teeth only: drawn in front of the upper teeth (a crossbite or underbite). */
  front?: boolean;
}

export const CX = 240;
export const OCCLUSAL = 196;
/** Normal overbite: the upper edges cover this much of the lower teeth. */
export const OVERBITE = 18;

/** Half-arch from the midline outwards: central, lateral, canine, two premolars. */
const UPPER = { w: [44, 35, 33, 29, 25], h: [98, 86, 94, 78, 70], kind: ['incisor', 'incisor', 'canine', 'premolar', 'premolar'] as Kind[] };
const LOWER = { w: [27, 29, 31, 30, 28], h: [72, 74, 80, 72, 66], kind: ['incisor', 'incisor', 'canine', 'premolar', 'premolar'] as Kind[] };

/** Smile curve: teeth further from the midline sit a little higher. */
const curve = (x: number): number => 0.00032 * (x - CX) ** 2;

/** Ideal x centres (left of picture to right) for a half-arch width list, packed edge to edge. */
export function idealRow(widths: readonly number[]): number[] {
  const right: number[] = [];
  let x = CX;
  for (const w of widths) {
    right.push(x + w / 2);
    x += w;
  }
  return [...right.map((c) => 2 * CX - c).reverse(), ...right];
}

function mirror<T>(half: readonly T[]): T[] {
  return [...[...half].reverse(), ...half];
}

export function placeRow(upper: boolean, poses: readonly ToothPose[], edgeAt: (i: number) => number, shift = 0): PlacedTooth[] {
  const spec = upper ? UPPER : LOWER;
  const xs = idealRow(spec.w);
  const ws = mirror(spec.w);
  const hs = mirror(spec.h);
  const kinds = mirror(spec.kind);
  return xs.map((x, i) => {
    const pose = poses[i] ?? { dx: 0, dy: 0, tilt: 0, squeeze: 0, z: 0 };
    return { ...pose, x: x + shift, edge: edgeAt(i) + curve(x) * (upper ? -1 : 1), w: ws[i] ?? 30, h: hs[i] ?? 80, kind: kinds[i] ?? 'incisor', upper };
  });
}

/** Outline of a crown with its biting edge at (0,0), growing upwards (-y). */
export function crownPath(kind: Kind, w: number, h: number): string {
  const ew = w / 2;
  const cw = w * 0.36;
  const r = w * 0.16;
  const side = (s: 1 | -1): string => `C${n(s * ew * 1.04)} ${n(-h * 0.55)} ${n(s * ew)} ${n(-h * 0.3)} ${n(s * ew)} ${n(-r * 1.6)}`;
  if (kind === 'incisor') {
    return (
      `M${n(-cw)} ${n(-h)} ${side(-1)} Q${n(-ew)} 0 ${n(-ew + r)} 0 L${n(ew - r)} 0 Q${n(ew)} 0 ${n(ew)} ${n(-r * 1.6)} ` +
      `C${n(ew)} ${n(-h * 0.3)} ${n(ew * 1.04)} ${n(-h * 0.55)} ${n(cw)} ${n(-h)} Z`
    );
  }
  const cusp = kind === 'canine' ? h * 0.1 : h * 0.05;
  return (
    `M${n(-cw)} ${n(-h)} ${side(-1)} Q${n(-ew * 0.7)} ${n(cusp * 0.2)} 0 ${n(cusp * 0.6)} Q${n(ew * 0.7)} ${n(cusp * 0.2)} ${n(ew)} ${n(-r * 1.6)} ` +
    `C${n(ew)} ${n(-h * 0.3)} ${n(ew * 1.04)} ${n(-h * 0.55)} ${n(cw)} ${n(-h)} Z`
  );
}

export function toothSvg(t: PlacedTooth): string {
  const scale = 1 + t.z * 0.035;
  const sx = (1 - t.squeeze) * scale;
  const flip = t.upper ? 1 : -1;
  const shade = Math.min(0.28, t.squeeze * 0.6 + Math.max(0, -t.z) * 0.1);
  const path = crownPath(t.kind, t.w, t.h);
  return (
    `<g transform="translate(${n(t.x + t.dx)} ${n(t.edge + t.dy * flip)}) rotate(${n(t.tilt)}) scale(${n(sx)} ${n(scale * flip)})">` +
    `<path d="${path}" fill="url(#enamel)" stroke="#c9ced8" stroke-width="1.3"/>` +
    (shade > 0.01 ? `<path d="${path}" fill="#8f97a8" fill-opacity="${n(shade)}"/>` : '') +
    `<ellipse cx="${n(-t.w * 0.12)}" cy="${n(-t.h * 0.42)}" rx="${n(t.w * 0.12)}" ry="${n(t.h * 0.2)}" fill="#ffffff" fill-opacity="0.7"/>` +
    `</g>`
  );
}

/** The gum over a row: a scalloped margin following the teeth as they are now. */
export function gumSvg(row: readonly PlacedTooth[], upper: boolean): string {
  const sign = upper ? -1 : 1;
  const far = upper ? -20 : 380;
  const pts: string[] = [`M-20 ${far}`];
  const first = row[0];
  if (!first) return '';
  const margin = (t: PlacedTooth): number => t.edge + t.dy * (upper ? 1 : -1) + sign * t.h * 0.8;
  pts.push(`L-20 ${n(margin(first) - sign * 14)}`);
  row.forEach((t, i) => {
    const left = t.x + t.dx - (t.w * (1 - t.squeeze)) / 2;
    const right = t.x + t.dx + (t.w * (1 - t.squeeze)) / 2;
    const zenith = margin(t);
    const papilla = zenith - sign * Math.min(26, t.h * 0.28);
    const prev = row[i - 1];
    // In a gap the papilla fills down between the teeth rather than leaving a notch.
    if (prev) pts.push(`L${n((prev.x + prev.dx + (prev.w * (1 - prev.squeeze)) / 2 + left) / 2)} ${n(papilla + sign * 4)}`);
    pts.push(`L${n(left)} ${n(papilla)}`);
    pts.push(`Q${n(left + (right - left) * 0.1)} ${n(zenith + sign * 4)} ${n((left + right) / 2)} ${n(zenith + sign * 3)}`);
    pts.push(`Q${n(right - (right - left) * 0.1)} ${n(zenith + sign * 4)} ${n(right)} ${n(papilla)}`);
  });
  const last = row[row.length - 1] ?? first;
  pts.push(`L500 ${n(margin(last) - sign * 14)} L500 ${far} Z`);
  return `<path d="${pts.join(' ')}" fill="url(#${upper ? 'gumUp' : 'gumDown'})" stroke="#d98a93" stroke-width="1.5"/>`;
}

export const frameDefs =
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3f4fc"/><stop offset="1" stop-color="#e6eefa"/></linearGradient>` +
  `<radialGradient id="mouth" cx="0.5" cy="0.5" r="0.7"><stop offset="0" stop-color="#6b3342"/><stop offset="1" stop-color="#3a1c28"/></radialGradient>` +
  `<linearGradient id="enamel" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#fbfcfe"/><stop offset="0.7" stop-color="#ffffff"/><stop offset="1" stop-color="#f3eee4"/></linearGradient>` +
  `<linearGradient id="gumUp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e58f98"/><stop offset="1" stop-color="#f2aeb3"/></linearGradient>` +
  `<linearGradient id="gumDown" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#e58f98"/><stop offset="1" stop-color="#f2aeb3"/></linearGradient>` +
  `<clipPath id="window"><rect x="22" y="34" width="436" height="292" rx="56"/></clipPath>` +
  `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#1f2a44" stop-opacity="0"/><stop offset="1" stop-color="#1f2a44" stop-opacity="0.35"/></radialGradient>`;
