/**
 * Page hero art, 1600x600, no text. The left half stays near-white so navy
 * headings read over it; the motif sits on a gradient disc on the right.
 */
import { C, n, radial, svgDoc } from './palette';
import { type Art, alignerArt, brushArt, generalArt, implantArt, shadeFanArt } from './motifs';
import { sparkle } from './icons';
import { writeArt } from './render';

export const W = 1600;
export const H = 600;

export interface Hero {
  name: string;
  wash: string;
  disc: readonly [string, string];
  accent: string;
  art: (id: string) => Art;
  scale: number;
  dy?: number;
}

const fixed = (v: number) => () => v;

/** Rounded petal from (0,0) upwards. */
function petal(len: number, w: number): string {
  return `M0 0 C${-w} ${n(-len * 0.25)} ${n(-w * 0.75)} ${-len} 0 ${-len} C${n(w * 0.75)} ${-len} ${w} ${n(-len * 0.25)} 0 0 Z`;
}

export function bloomArt(id: string): Art {
  const ring = (count: number, len: number, w: number, offset: number, attrs: string): string =>
    Array.from({ length: count }, (_, i) => `<path transform="rotate(${n(offset + (360 / count) * i)})" d="${petal(len, w)}" ${attrs}/>`).join('');
  const drop = 'M0 -60 C18 -30 34 -8 34 14 C34 34 18 48 0 48 C-18 48 -34 34 -34 14 C-34 -8 -18 -30 0 -60 Z';
  return {
    defs: `<radialGradient id="${id}-core"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#efe6f4"/></radialGradient>`,
    body:
      ring(6, 200, 70, 0, 'fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-opacity="0.9" stroke-width="3"') +
      ring(6, 140, 52, 30, 'fill="#ffffff" fill-opacity="0.55"') +
      `<circle r="40" fill="url(#${id}-core)"/>` +
      `<path transform="translate(205 150) scale(0.8)" d="${drop}" fill="#ffffff" fill-opacity="0.9"/>` +
      sparkle(-200, -175, 26, C.white, 0.9),
  };
}

/** The practice: a calm Georgian-style frontage with an arched larkspur door. */
function practiceArt(): Art {
  const win = (x: number, y: number): string =>
    `<rect x="${x}" y="${y}" width="58" height="78" rx="4" fill="#ffffff"/>` +
    `<rect x="${x + 6}" y="${y + 6}" width="46" height="66" rx="2" fill="#c9d6ea"/>` +
    `<path d="M${x + 29} ${y + 6} V${y + 72} M${x + 6} ${y + 39} H${x + 52}" stroke="#ffffff" stroke-width="4"/>`;
  const shrub = (x: number): string =>
    `<circle cx="${x}" cy="168" r="34" fill="${C.sage}"/><circle cx="${x + 18}" cy="150" r="24" fill="${C.sageDeep}"/>` +
    `<rect x="${x - 26}" y="176" width="52" height="44" rx="6" fill="#e6d9c4"/>`;
  const body =
    `<rect x="-400" y="210" width="800" height="200" fill="#ffffff" fill-opacity="0.45"/>` +
    `<rect x="-170" y="-210" width="340" height="430" fill="#fbf8f2"/>` +
    `<rect x="-184" y="-228" width="368" height="24" rx="4" fill="#e6d9c4"/>` +
    `<rect x="-170" y="-40" width="340" height="10" fill="#efe6d7"/>` +
    win(-140, -170) + win(-29, -170) + win(82, -170) +
    win(-140, 0) + win(82, 0) +
    `<path d="M-40 220 V60 A40 40 0 0 1 40 60 V220 Z" fill="${C.larkspur}"/>` +
    `<path d="M-40 60 A40 40 0 0 1 40 60 Z" fill="#c9d0f0"/>` +
    `<path d="M0 22 V60 M-28 32 L0 60 L28 32" stroke="${C.larkspur}" stroke-width="3" fill="none"/>` +
    `<circle cx="24" cy="148" r="5" fill="#e6d9c4"/>` +
    `<rect x="-56" y="220" width="112" height="12" rx="3" fill="#e6d9c4"/>` +
    shrub(-110) + shrub(110);
  return { defs: '', body };
}

const HEROES: readonly Hero[] = [
  { name: 'general', wash: '#f3f8f5', disc: ['#cfe3da', '#8fb7a8'], accent: C.sage, art: (id) => generalArt(id, fixed(0.7)), scale: 0.78 },
  { name: 'cosmetic', wash: '#fbf6f0', disc: ['#f1ddd0', '#d6a690'], accent: C.roseGold, art: (id) => shadeFanArt(id), scale: 0.74, dy: 10 },
  { name: 'implants', wash: '#f2f5f8', disc: ['#3d5a6c', '#7fa99b'], accent: C.sage, art: (id) => implantArt(id, fixed(0.2)), scale: 0.74, dy: 20 },
  { name: 'orthodontics', wash: '#f3f4fc', disc: ['#9aa7e6', '#4a5fc1'], accent: C.larkspur, art: (id) => alignerArt(id, fixed(0.2)), scale: 0.72, dy: -20 },
  { name: 'hygiene', wash: '#f2f8f5', disc: ['#d3e6dd', '#86b0a1'], accent: C.sage, art: (id) => brushArt(id, fixed(0.7)), scale: 0.74 },
  { name: 'facial', wash: '#faf5f6', disc: ['#efdcdc', '#b8a6d6'], accent: '#b8a6d6', art: bloomArt, scale: 0.78 },
  { name: 'practice', wash: '#f7f4ee', disc: ['#e3efe9', '#a9cbbd'], accent: C.sage, art: () => practiceArt(), scale: 0.8, dy: 10 },
];

/** Where the pieces of a hero sit; the group heroes use BASE_FRAME, the treatment heroes vary it. */
export interface Frame {
  cx: number;
  cy: number;
  /** Disc radius; the dotted ring sits 45 outside it. */
  r: number;
  /** The disc gradient's x1 y1 x2 y2. */
  discGrad: readonly [number, number, number, number];
  waves: readonly [string, string];
  /** Soft accent circles, offset from the disc centre. */
  bubbles: readonly { dx: number; dy: number; r: number; opacity: number }[];
  sparkles: readonly { dx: number; dy: number; size: number; opacity: number }[];
  lattice: { x: number; y: number; cols: number; rows: number };
}

export const BASE_FRAME: Frame = {
  cx: 1190,
  cy: 300,
  r: 255,
  discGrad: [0.1, 0, 0.9, 1],
  waves: [
    'M0 500 C260 450 520 560 820 520 S1300 430 1600 480 L1600 600 L0 600 Z',
    'M0 548 C300 520 620 590 940 560 S1380 510 1600 540 L1600 600 L0 600 Z',
  ],
  bubbles: [
    { dx: -250, dy: 200, r: 110, opacity: 0.1 },
    { dx: 230, dy: -215, r: 70, opacity: 0.14 },
  ],
  sparkles: [
    { dx: -330, dy: -170, size: 16, opacity: 0.55 },
    { dx: 330, dy: 150, size: 12, opacity: 0.45 },
  ],
  lattice: { x: 1480, y: 470, cols: 4, rows: 4 },
};

export function heroSvg(h: Hero, f: Frame = BASE_FRAME): string {
  const { cx, cy } = f;
  const art = h.art('h');
  const [x1, y1, x2, y2] = f.discGrad;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="#ffffff"/>` +
    `<stop offset="0.45" stop-color="#ffffff"/><stop offset="1" stop-color="${h.wash}"/></linearGradient>` +
    `<linearGradient id="disc" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"><stop offset="0" stop-color="${h.disc[0]}"/><stop offset="1" stop-color="${h.disc[1]}"/></linearGradient>` +
    radial('wash', h.accent, 0.16) +
    `<clipPath id="discClip"><circle cx="${cx}" cy="${cy}" r="${f.r}"/></clipPath>` +
    art.defs;
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<circle cx="${cx + 40}" cy="${cy - 20}" r="560" fill="url(#wash)"/>`,
    ...f.waves.map((d) => `<path d="${d}" fill="${h.accent}" fill-opacity="0.07"/>`),
    ...f.bubbles.map((b) => `<circle cx="${cx + b.dx}" cy="${cy + b.dy}" r="${b.r}" fill="${h.accent}" fill-opacity="${n(b.opacity)}"/>`),
    `<circle cx="${cx}" cy="${cy}" r="${f.r + 45}" fill="none" stroke="${h.accent}" stroke-opacity="0.35" stroke-width="2.5" stroke-dasharray="2 12" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${f.r}" fill="url(#disc)"/>`,
    `<g clip-path="url(#discClip)"><g transform="translate(${cx} ${cy + (h.dy ?? 0)}) scale(${n(h.scale)})">${art.body}</g></g>`,
    ...f.sparkles.map((s) => sparkle(cx + s.dx, cy + s.dy, s.size, h.accent, s.opacity)),
  ];
  // A faint dot lattice keeps the composition from feeling empty.
  for (let i = 0; i < f.lattice.cols; i += 1) {
    for (let j = 0; j < f.lattice.rows; j += 1) {
      body.push(`<circle cx="${f.lattice.x + i * 22}" cy="${f.lattice.y + j * 22}" r="3" fill="${h.accent}" fill-opacity="0.35"/>`);
    }
  }
  return svgDoc(W, H, body.join(''), defs);
}

export async function heroes(): Promise<void> {
  for (const h of HEROES) {
    await writeArt(`media/heroes/${h.name}.webp`, heroSvg(h), { quality: 80 });
  }
}
