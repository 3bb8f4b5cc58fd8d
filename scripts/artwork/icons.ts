/** Small reusable vector motifs, each drawn around a local origin. */
import { n } from './palette';
import { TOOTH_PATH } from './mark';

/** Tooth outline in a 100x100 box, centred on (cx, cy) with a given height. */
export function tooth(cx: number, cy: number, h: number, attrs: string): string {
  const s = h / 86;
  return `<path transform="translate(${n(cx - 50 * s)} ${n(cy - 52 * s)}) scale(${n(s)})" d="${TOOTH_PATH}" ${attrs}/>`;
}

/** Four-point sparkle star centred on (cx, cy). */
export function sparkle(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const k = r * 0.22;
  return (
    `<path d="M${n(cx)} ${n(cy - r)} C${n(cx + k * 0.4)} ${n(cy - k)} ${n(cx + k)} ${n(cy - k * 0.4)} ${n(cx + r)} ${n(cy)} ` +
    `C${n(cx + k)} ${n(cy + k * 0.4)} ${n(cx + k * 0.4)} ${n(cy + k)} ${n(cx)} ${n(cy + r)} ` +
    `C${n(cx - k * 0.4)} ${n(cy + k)} ${n(cx - k)} ${n(cy + k * 0.4)} ${n(cx - r)} ${n(cy)} ` +
    `C${n(cx - k)} ${n(cy - k * 0.4)} ${n(cx - k * 0.4)} ${n(cy - k)} ${n(cx)} ${n(cy - r)} Z" fill="${fill}" fill-opacity="${n(opacity)}"/>`
  );
}

/** A leaf pointing up from (0,0), length len; use inside a transform. */
export function leafPath(len: number, width: number): string {
  const w = width / 2;
  return `M0 0 C${n(-w * 1.3)} ${n(-len * 0.35)} ${n(-w * 0.8)} ${n(-len * 0.8)} 0 ${n(-len)} C${n(w * 0.8)} ${n(-len * 0.8)} ${n(w * 1.3)} ${n(-len * 0.35)} 0 0 Z`;
}

/**
 * Dental implant: crown on an abutment on a tapered threaded screw. Origin at the
 * top-centre of the crown; `s` scales the whole (crown is 100 units wide at s=1).
 */
export function implant(
  x: number,
  y: number,
  s: number,
  c: { crown: string; metal: string; thread: string },
  gap = 0,
): string {
  const p: string[] = [];
  const crown =
    'M-50 30 C-56 8 -44 -4 -26 -2 C-14 -1 -8 6 0 6 C8 6 14 -1 26 -2 C44 -4 56 8 50 30 ' +
    'C46 52 40 70 30 78 L-30 78 C-40 70 -46 52 -50 30 Z';
  p.push(`<path d="${crown}" fill="${c.crown}"/>`);
  p.push(`<path transform="translate(0 ${gap})" d="M-18 78 L18 78 L14 104 L-14 104 Z" fill="${c.metal}"/>`);
  const top = 104 + gap * 2;
  const len = 150;
  p.push(`<path d="M-24 ${top} L24 ${top} L16 ${top + len} Q0 ${top + len + 16} -16 ${top + len} Z" fill="${c.metal}"/>`);
  for (let i = 0; i < 7; i += 1) {
    const yy = top + 14 + i * 19;
    const half = 24 - (8 * (yy - top)) / len + 5;
    p.push(
      `<path d="M${n(-half)} ${n(yy)} L${n(half)} ${n(yy - 7)} L${n(half)} ${n(yy - 1)} L${n(-half)} ${n(yy + 6)} Z" fill="${c.thread}"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${p.join('')}</g>`;
}

/** Positions and tangent angles of `count` teeth along an upper-arch (horseshoe) curve. */
export function archPoints(count: number, rx: number, ry: number): { x: number; y: number; a: number }[] {
  const pts: { x: number; y: number; a: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = Math.PI * (0.05 + (0.9 * i) / (count - 1));
    const x = -Math.cos(t) * rx;
    const y = -Math.sin(t) * ry;
    const a = (Math.atan2(Math.cos(t) * ry, -Math.sin(t) * rx) * 180) / Math.PI;
    pts.push({ x, y, a: a + 180 });
  }
  return pts;
}

/** Open horseshoe path through the arch, for strokes. */
export function archPath(rx: number, ry: number, steps = 40): string {
  const d: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = Math.PI * (0.02 + (0.96 * i) / steps);
    d.push(`${i === 0 ? 'M' : 'L'}${n(-Math.cos(t) * rx)} ${n(-Math.sin(t) * ry)}`);
  }
  return d.join(' ');
}

/** A laurel branch curving up from (0,0) to the right; mirror with scale(-1 1). */
export function laurel(r: number, fill: string, leaves = 7): string {
  const end = Math.PI * 0.6;
  const ex = r + Math.cos(end) * r;
  const ey = -Math.sin(end) * r;
  const p: string[] = [
    `<path d="M0 0 A${n(r)} ${n(r)} 0 0 1 ${n(ex)} ${n(ey)}" fill="none" stroke="${fill}" stroke-width="${n(r * 0.04)}" stroke-linecap="round"/>`,
  ];
  for (let i = 0; i < leaves; i += 1) {
    const t = (i + 0.6) / leaves;
    const ang = Math.PI * (1 - t * 0.36);
    const cx = r + Math.cos(ang) * r;
    const cy = -Math.sin(ang) * r;
    const deg = (-ang * 180) / Math.PI + 90;
    const len = r * 0.32 * (1 - t * 0.3);
    p.push(`<path transform="translate(${n(cx)} ${n(cy)}) rotate(${n(deg - 35)})" d="${leafPath(len, len * 0.5)}" fill="${fill}"/>`);
    p.push(`<path transform="translate(${n(cx)} ${n(cy)}) rotate(${n(deg + 45)})" d="${leafPath(len * 0.9, len * 0.45)}" fill="${fill}"/>`);
  }
  return p.join('');
}

/**
 * Clear aligner tray seen from above: an outlined horseshoe band with the teeth
 * showing through. Centred on the arch's chord midpoint (0,0), opening downward.
 */
export interface AlignerColours {
  edge: string;
  tray: string;
  tooth: string;
  trayOpacity?: number;
  /** When set, the edge is drawn as an outline only (via a mask with this id). */
  maskId?: string;
}

export function aligner(rx: number, ry: number, band: number, c: AlignerColours, count = 12): string {
  const d = archPath(rx, ry);
  const outer = n(band + band * 0.16);
  const round = 'stroke-linecap="round" stroke-linejoin="round"';
  const edge = c.maskId
    ? `<mask id="${c.maskId}" maskUnits="userSpaceOnUse" x="${n(-rx * 2)}" y="${n(-ry * 2)}" width="${n(rx * 4)}" height="${n(ry * 4)}">` +
      `<path d="${d}" fill="none" stroke="#fff" stroke-width="${outer}" ${round}/>` +
      `<path d="${d}" fill="none" stroke="#000" stroke-width="${n(band)}" ${round}/></mask>` +
      `<path d="${d}" fill="none" stroke="${c.edge}" stroke-width="${outer}" ${round} mask="url(#${c.maskId})"/>`
    : `<path d="${d}" fill="none" stroke="${c.edge}" stroke-width="${outer}" ${round}/>`;
  const teeth = archPoints(count, rx, ry)
    .map((p, i) => {
      const edge = Math.abs(i - (count - 1) / 2) / ((count - 1) / 2);
      const w = band * (0.42 + 0.26 * edge);
      const h = band * (0.5 + 0.12 * edge);
      return `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(w, h) * 0.42)}" transform="translate(${n(p.x)} ${n(p.y)}) rotate(${n(p.a)})" fill="${c.tooth}"/>`;
    })
    .join('');
  return (
    edge +
    `<path d="${d}" fill="none" stroke="${c.tray}" stroke-opacity="${n(c.trayOpacity ?? 1)}" stroke-width="${n(band)}" ${round}/>` +
    teeth
  );
}
