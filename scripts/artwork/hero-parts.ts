/**
 * Pieces for the treatment heroes: teeth seen from the side, the front and above, braces,
 * small badges and tools. Each is drawn around a local origin, in the ~560-unit box of motifs.ts.
 */
import { C, n } from './palette';
import { TOOTH_PATH } from './mark';
import { archPath, archPoints, leafPath } from './icons';

export const metalDefs = (id: string): string =>
  `<linearGradient id="${id}-metal" x1="0" x2="1"><stop offset="0" stop-color="#aab7c6"/><stop offset="0.45" stop-color="#eef2f6"/><stop offset="1" stop-color="#8d9bad"/></linearGradient>` +
  `<linearGradient id="${id}-crown" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe7ef"/></linearGradient>`;

export const implantColours = (id: string): { crown: string; metal: string; thread: string } => ({
  crown: `url(#${id}-crown)`,
  metal: `url(#${id}-metal)`,
  thread: '#7d8ca0',
});

/** The transform that puts the 100-unit tooth of mark.ts centred on (cx, cy), h tall (as icons.tooth). */
export function toothFrame(cx: number, cy: number, h: number): string {
  const s = h / 86;
  return `translate(${n(cx - 50 * s)} ${n(cy - 52 * s)}) scale(${n(s)})`;
}

/** A side-view tooth with extra drawing in its own 100-unit box (canals, fillings, sealant). */
export function toothWith(cx: number, cy: number, h: number, fill: string, inner = ''): string {
  return `<g transform="${toothFrame(cx, cy, h)}"><path d="${TOOTH_PATH}" fill="${fill}"/>${inner}</g>`;
}

/**
 * A crown lifted off its prepared tooth: the tooth below `split` (in tooth units) with a tapered
 * stump, and the tooth's top lifted by `lift` as the cap.
 */
export function liftedCrown(id: string, cx: number, cy: number, h: number, lift: number, fill: string): string {
  const split = 40;
  const clips =
    `<clipPath id="${id}-lo"><rect x="0" y="${split}" width="100" height="70"/></clipPath>` +
    `<clipPath id="${id}-hi"><rect x="0" y="0" width="100" height="${split + 4}"/></clipPath>`;
  const stump = `<path d="M27 ${split + 2} C27 30 31 22 39 21 L61 21 C69 22 73 30 73 ${split + 2} Z" fill="#e4ebf0"/>`;
  return (
    `<g transform="${toothFrame(cx, cy, h)}">${clips}` +
    `<path d="${TOOTH_PATH}" fill="${fill}" clip-path="url(#${id}-lo)"/>${stump}` +
    `<g transform="translate(0 ${-lift})"><path d="${TOOTH_PATH}" fill="${fill}" clip-path="url(#${id}-hi)"/>` +
    `<path d="M20 ${split + 3} Q50 ${split - 6} 80 ${split + 3}" fill="none" stroke="#dfe6ec" stroke-width="3" stroke-linecap="round"/></g>` +
    '</g>'
  );
}

/** A soft gum band from a wavy line at y, fading towards the bottom of the disc (as implantArt's). */
export function gumBand(id: string, y: number, fill: string, opacity: number, width = 640): string {
  const w = width / 2;
  const edge = `M${-w} ${y + 10} C${n(-w * 0.6)} ${y - 14} ${n(-w * 0.3)} ${y + 24} 0 ${y + 6} S${n(w * 0.6)} ${y - 12} ${w} ${y + 8}`;
  return (
    `<defs><linearGradient id="${id}-gum" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${fill}" stop-opacity="${n(opacity)}"/>` +
    `<stop offset="1" stop-color="${fill}" stop-opacity="0"/></linearGradient></defs>` +
    `<path d="${edge} L${w} 380 L${-w} 380 Z" fill="url(#${id}-gum)"/>` +
    `<path d="${edge}" fill="none" stroke="${fill}" stroke-opacity="${n(Math.min(1, opacity + 0.3))}" stroke-width="5" stroke-linecap="round"/>`
  );
}

export interface RowTooth {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The upper front teeth, canine to canine (or `count` of them), hanging from a gentle curve, gum line at y=0. */
export function frontRow(count = 6, scale = 1): RowTooth[] {
  const base = [38, 44, 50, 62, 62, 50, 44, 38];
  const tall = [112, 116, 112, 132, 132, 112, 116, 112];
  const from = (base.length - count) / 2;
  const widths = base.slice(from, from + count).map((w) => w * scale);
  const heights = tall.slice(from, from + count).map((h) => h * scale);
  const gap = 6 * scale;
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * (count - 1);
  let x = -total / 2;
  return widths.map((w, i) => {
    const cx = x + w / 2;
    x += w + gap;
    return { x: cx, y: ((cx / (total / 2)) ** 2) * 30 * scale, w, h: heights[i] ?? 100 };
  });
}

/** One front tooth hanging from (x, y): square shoulders under the gum, rounded biting edge. */
export function frontTooth(t: RowTooth, fill: string, extra = ''): string {
  const r = t.w * 0.32;
  const l = t.x - t.w / 2;
  const rt = t.x + t.w / 2;
  const top = t.y - 2;
  const bottom = t.y + t.h;
  return (
    `<path d="M${n(l + 2)} ${n(top)} H${n(rt - 2)} C${n(rt + 2)} ${n(t.y + t.h * 0.35)} ${n(rt)} ${n(bottom - r)} ${n(rt - r * 0.4)} ${n(bottom - r * 0.3)} ` +
    `Q${n(t.x)} ${n(bottom + 4)} ${n(l + r * 0.4)} ${n(bottom - r * 0.3)} C${n(l)} ${n(bottom - r)} ${n(l - 2)} ${n(t.y + t.h * 0.35)} ${n(l + 2)} ${n(top)} Z" fill="${fill}" ${extra}/>`
  );
}

/** The gum over a row: arcs up over each tooth, papillae down between them, a soft rounded top. */
export function gumOver(row: readonly RowTooth[], fill: string, opacity = 1): string {
  const first = row[0];
  const last = row[row.length - 1];
  if (!first || !last) return '';
  const left = first.x - first.w / 2 - 16;
  const right = last.x + last.w / 2 + 16;
  const d: string[] = [`M${n(left)} ${n(first.y - 6)}`];
  row.forEach((t, i) => {
    const next = row[i + 1];
    const endX = next ? (t.x + t.w / 2 + next.x - next.w / 2) / 2 : right;
    const endY = next ? (t.y + next.y) / 2 + 16 : t.y - 6;
    d.push(`Q${n(t.x)} ${n(t.y - 22)} ${n(endX)} ${n(endY)}`);
  });
  const top = Math.min(first.y, last.y);
  d.push(`C${n(right + 10)} ${n(last.y - 50)} ${n(right * 0.6)} ${n(top - 84)} 0 ${n(top - 84)}`);
  d.push(`C${n(left * 0.6)} ${n(top - 84)} ${n(left - 10)} ${n(first.y - 50)} ${n(left)} ${n(first.y - 6)} Z`);
  return `<path d="${d.join(' ')}" fill="${fill}" fill-opacity="${n(opacity)}"/>`;
}

export interface BraceStyle {
  bracket: string;
  edge: string;
  wire: string;
  /** Elastic ties round each bracket. */
  tie?: string;
  /** Self-ligating: a sliding door over the slot instead of ties. */
  door?: boolean;
  opacity?: number;
}

/** Brackets centred on each tooth and the archwire through them. */
export function braces(row: readonly RowTooth[], s: BraceStyle): string {
  const at = (t: RowTooth): [number, number] => [t.x, t.y + t.h * 0.48];
  const wire = row.map((t, i) => `${i === 0 ? 'M' : 'L'}${n(at(t)[0])} ${n(at(t)[1])}`).join(' ');
  const first = row[0];
  const last = row[row.length - 1];
  const ends = first && last ? `M${n(at(first)[0] - 40)} ${n(at(first)[1] - 12)} L${n(at(first)[0])} ${n(at(first)[1])} M${n(at(last)[0])} ${n(at(last)[1])} L${n(at(last)[0] + 40)} ${n(at(last)[1] - 12)}` : '';
  const brackets = row
    .map((t) => {
      const [x, y] = at(t);
      const w = Math.min(36, t.w * 0.62);
      const h = 30;
      const tie = s.tie ? `<rect x="${n(x - w / 2 - 4)}" y="${n(y - h / 2 - 4)}" width="${n(w + 8)}" height="${h + 8}" rx="9" fill="none" stroke="${s.tie}" stroke-width="5"/>` : '';
      const door = s.door ? `<rect x="${n(x - w / 2 + 3)}" y="${n(y - 5)}" width="${n(w - 6)}" height="10" rx="3" fill="${s.edge}" fill-opacity="0.55"/>` : '';
      return (
        `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${h}" rx="6" fill="${s.bracket}" fill-opacity="${n(s.opacity ?? 1)}" stroke="${s.edge}" stroke-width="2.5"/>` +
        `<path d="M${n(x - w / 2 + 4)} ${n(y)} H${n(x + w / 2 - 4)}" stroke="${s.edge}" stroke-width="2"/>` +
        door +
        tie
      );
    })
    .join('');
  return `<path d="${wire} ${ends}" fill="none" stroke="${s.wire}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` + brackets;
}

/** A full upper row with its gum and optional braces, for ortho and cosmetic motifs. */
export function smileRow(row: readonly RowTooth[], tooth: string, gum: string, gumOpacity: number, over = ''): string {
  return row.map((t) => frontTooth(t, tooth)).join('') + gumOver(row, gum, gumOpacity) + over;
}

/** A removable denture seen from above: a rose base along the arch with teeth set in it. */
export function dentureArch(rx: number, ry: number, band: number, base: string, tooth: string, count = 14): string {
  const d = archPath(rx, ry);
  const teeth = archPoints(count, rx, ry)
    .map((p, i) => {
      const edge = Math.abs(i - (count - 1) / 2) / ((count - 1) / 2);
      const w = band * (0.34 + 0.3 * edge);
      const h = band * (0.42 + 0.14 * edge);
      return `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(Math.min(w, h) * 0.4)}" transform="translate(${n(p.x)} ${n(p.y)}) rotate(${n(p.a)})" fill="${tooth}"/>`;
    })
    .join('');
  return (
    `<path d="${d}" fill="none" stroke="${base}" stroke-width="${n(band * 1.25)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${n(band * 0.9)}" stroke-linecap="round"/>` +
    teeth
  );
}

/** A round badge at (x, y) with a drawing centred on its origin. */
export function badge(x: number, y: number, r: number, fill: string, inner: string): string {
  return `<g transform="translate(${n(x)} ${n(y)})"><circle r="${r}" fill="${fill}"/>${inner}</g>`;
}

export const tick = (s: number, stroke = '#ffffff'): string =>
  `<path d="M${n(-18 * s)} ${n(2 * s)} l${n(12 * s)} ${n(13 * s)} l${n(24 * s)} ${n(-28 * s)}" fill="none" stroke="${stroke}" stroke-width="${n(9 * s)}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const heart = (s: number, fill: string): string =>
  `<path transform="scale(${n(s)})" d="M0 18 C-30 -2 -30 -26 -14 -26 C-6 -26 -2 -20 0 -15 C2 -20 6 -26 14 -26 C30 -26 30 -2 0 18 Z" fill="${fill}"/>`;

/** A clock face with hands at ten past ten. */
export function clock(r: number, face: string, hands: string): string {
  const marks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `<circle cx="${n(Math.sin(a) * r * 0.74)}" cy="${n(-Math.cos(a) * r * 0.74)}" r="${n(r * 0.05)}" fill="${hands}" fill-opacity="0.5"/>`;
  }).join('');
  return (
    `<circle r="${r}" fill="${face}"/>` +
    marks +
    `<path d="M0 0 L${n(-r * 0.38)} ${n(-r * 0.3)} M0 0 L${n(r * 0.2)} ${n(-r * 0.55)}" stroke="${hands}" stroke-width="${n(r * 0.1)}" stroke-linecap="round"/>` +
    `<circle r="${n(r * 0.09)}" fill="${hands}"/>`
  );
}

/** A stopwatch: a clock with a crown button on top. */
export function stopwatch(r: number, face: string, hands: string): string {
  return (
    `<rect x="${n(-r * 0.16)}" y="${n(-r * 1.32)}" width="${n(r * 0.32)}" height="${n(r * 0.3)}" rx="${n(r * 0.06)}" fill="${face}"/>` +
    `<rect x="${n(-r * 0.3)}" y="${n(-r * 1.42)}" width="${n(r * 0.6)}" height="${n(r * 0.16)}" rx="${n(r * 0.08)}" fill="${face}"/>` +
    clock(r, face, hands)
  );
}

/** A small wall calendar with rings and a grid of days, `marked` of them filled. */
export function calendar(w: number, fill: string, ink: string, marked: number): string {
  const h = w * 0.92;
  const cells: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const col = i % 4;
    const row = Math.floor(i / 4);
    const cx = -w / 2 + w * (0.2 + col * 0.2);
    const cy = -h / 2 + h * (0.42 + row * 0.19);
    cells.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(w * 0.055)}" fill="${ink}" fill-opacity="${i < marked ? 0.9 : 0.2}"/>`);
  }
  return (
    `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.1)}" fill="${fill}"/>` +
    `<path d="M${n(-w / 2)} ${n(-h / 2 + h * 0.26)} H${n(w / 2)}" stroke="${ink}" stroke-opacity="0.3" stroke-width="${n(w * 0.03)}"/>` +
    [-0.25, 0.25].map((k) => `<rect x="${n(w * k - w * 0.03)}" y="${n(-h / 2 - w * 0.08)}" width="${n(w * 0.06)}" height="${n(w * 0.18)}" rx="${n(w * 0.03)}" fill="${ink}"/>`).join('') +
    cells.join('')
  );
}

/** A heater-shaped shield centred on its origin, `w` wide. */
export function shield(w: number, fill: string, extra = ''): string {
  const s = w / 100;
  return `<path transform="scale(${n(s)})" d="M0 -62 C18 -50 34 -46 50 -46 C50 6 36 40 0 62 C-36 40 -50 6 -50 -46 C-34 -46 -18 -50 0 -62 Z" fill="${fill}" ${extra}/>`;
}

/** A magnifying glass: lens at the origin, handle to the lower right. */
export function magnifier(r: number, rim: string, handle: string, glass: string, glassOpacity = 1): string {
  return (
    `<g transform="rotate(45)"><rect x="${n(-r * 0.16)}" y="${n(r * 1.05)}" width="${n(r * 0.32)}" height="${n(r * 1.15)}" rx="${n(r * 0.16)}" fill="${handle}"/>` +
    `<rect x="${n(-r * 0.1)}" y="${n(r * 0.92)}" width="${n(r * 0.2)}" height="${n(r * 0.22)}" fill="${rim}"/></g>` +
    `<circle r="${r}" fill="${glass}" fill-opacity="${n(glassOpacity)}" stroke="${rim}" stroke-width="${n(r * 0.16)}"/>` +
    `<path d="M${n(-r * 0.55)} ${n(-r * 0.2)} A${n(r * 0.6)} ${n(r * 0.6)} 0 0 1 ${n(-r * 0.15)} ${n(-r * 0.58)}" fill="none" stroke="#ffffff" stroke-width="${n(r * 0.12)}" stroke-linecap="round"/>`
  );
}

/** A sprig of two leaves on a short stem, growing up from the origin. */
export function sprig(s: number, a: string, b: string): string {
  return (
    `<g transform="scale(${n(s)})"><path d="M0 0 C-4 -30 4 -60 0 -90" fill="none" stroke="${b}" stroke-width="6" stroke-linecap="round"/>` +
    `<path transform="translate(0 -34) rotate(-52)" d="${leafPath(60, 30)}" fill="${a}"/>` +
    `<path transform="translate(1 -62) rotate(48)" d="${leafPath(52, 26)}" fill="${b}"/>` +
    `<path transform="translate(0 -88) rotate(-8)" d="${leafPath(36, 18)}" fill="${a}"/></g>`
  );
}

/** A crescent moon centred on its origin. */
export const moon = (r: number, fill: string): string =>
  `<path d="M${n(r * 0.3)} ${n(-r)} A${r} ${r} 0 1 0 ${n(r)} ${n(r * 0.35)} A${n(r * 0.8)} ${n(r * 0.8)} 0 0 1 ${n(r * 0.3)} ${n(-r)} Z" fill="${fill}"/>`;

/** Small round granules scattered deterministically in an ellipse (bone graft material). */
export function granules(rx: number, ry: number, count: number, r: () => number, fills: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    const x = Math.cos(a) * rx * d;
    const y = Math.sin(a) * ry * d;
    const size = 7 + r() * 9;
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${fills[i % fills.length] ?? C.white}"/>`);
  }
  return out.join('');
}
