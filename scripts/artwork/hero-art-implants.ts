/** Treatment hero motifs for dental implants and the treatments that prepare for them. */
import { C, n, rng } from './palette';
import { type Art, type Rand, blurDef, toothGrad } from './art-kit';
import { implant, leafPath, sparkle, tooth } from './icons';
import { explodedImplantArt } from './motifs-more';
import { implantArt } from './motifs';
import {
  badge, clock, dentureArch, frontRow, frontTooth, granules, gumBand, gumOver, heart, implantColours, metalDefs, sprig, tick, toothFrame,
} from './hero-parts';
import { TOOTH_PATH } from './mark';

const side = (r: Rand): 1 | -1 => (r() > 0.5 ? 1 : -1);
const BONE_GRADIENT = (id: string): string =>
  `<linearGradient id="${id}-bone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efe4d2" stop-opacity="0.5"/><stop offset="1" stop-color="#efe4d2" stop-opacity="0.08"/></linearGradient>`;
const defsFor = (id: string): string => blurDef(id) + metalDefs(id) + toothGrad(id) + BONE_GRADIENT(id);
const BONE = '#efe4d2';

/** A screw alone (no crown): the fixture with its abutment, top-centre at (x, y). */
function fixture(id: string, x: number, y: number, s: number, rotate = 0): string {
  const c = implantColours(id);
  const threads = Array.from({ length: 7 }, (_, i) => {
    const yy = 14 + i * 19;
    const half = 24 - (8 * yy) / 150 + 5;
    return `<path d="M${n(-half)} ${n(yy)} L${n(half)} ${n(yy - 7)} L${n(half)} ${n(yy - 1)} L${n(-half)} ${n(yy + 6)} Z" fill="${c.thread}"/>`;
  }).join('');
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${n(s)})">` +
    `<path d="M-18 -30 L18 -30 L14 0 L-14 0 Z" fill="${c.metal}"/>` +
    `<path d="M-24 0 L24 0 L16 150 Q0 166 -16 150 Z" fill="${c.metal}"/>${threads}</g>`
  );
}

export const implantServicesArt = (id: string, r: Rand): Art => implantArt(id, r);

export const whatIsImplantArt = (id: string, r: Rand): Art => explodedImplantArt(id, r);

/** A wreath of paired leaves round the lower part of a circle of radius `rad`. */
function wreath(rad: number, fill: string): string {
  const out: string[] = [];
  for (const k of [-1, 1]) {
    out.push(`<path d="M${n(k * 18)} ${rad} A${rad} ${rad} 0 0 ${k > 0 ? 0 : 1} ${n(k * rad * Math.sin(1.9))} ${n(rad * Math.cos(1.9))}" fill="none" stroke="${fill}" stroke-width="6" stroke-linecap="round"/>`);
    for (let i = 0; i < 7; i += 1) {
      const a = 0.2 + i * 0.25;
      const x = k * rad * Math.sin(a);
      const y = rad * Math.cos(a);
      const grow = (Math.atan2(k * Math.cos(a), Math.sin(a)) * 180) / Math.PI;
      const len = 64 - i * 4;
      out.push(`<path transform="translate(${n(x)} ${n(y)}) rotate(${n(grow - k * 42)})" d="${leafPath(len, len * 0.48)}" fill="${fill}" fill-opacity="0.92"/>`);
      out.push(`<path transform="translate(${n(x)} ${n(y)}) rotate(${n(grow + k * 38)})" d="${leafPath(len * 0.85, len * 0.42)}" fill="${fill}" fill-opacity="0.7"/>`);
    }
  }
  return out.join('');
}

/** Why choose us for implants: an implant in a laurel wreath. */
export function implantLaurelArt(id: string): Art {
  return {
    defs: defsFor(id),
    body:
      wreath(230, '#ffffff') +
      implant(0, -200, 1.3, implantColours(id)) +
      sparkle(-150, -220, 22, C.white, 0.9) +
      sparkle(160, -190, 14, C.white, 0.7),
  };
}

/** Single tooth implant: one implant crown in the gap between two natural teeth. */
export function singleImplantArt(id: string, r: Rand): Art {
  const s = side(r);
  return {
    defs: defsFor(id),
    body:
      tooth(-205, -50, 230, `fill="url(#${id}-tooth)"`) +
      tooth(205, -46, 220, `fill="url(#${id}-tooth)"`) +
      gumBand(id, -10, C.paleSage, 0.34, 720) +
      implant(0, -170, 1.35, implantColours(id)) +
      `<circle cx="0" cy="-110" r="120" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4" stroke-dasharray="3 12" stroke-linecap="round"/>` +
      sparkle(230 * s, -230, 22, C.white, 0.85),
  };
}

/** Multiple implants: three implant crowns side by side. */
export function multipleImplantArt(id: string, r: Rand): Art {
  const s = side(r);
  const c = implantColours(id);
  return {
    defs: defsFor(id),
    body:
      implant(-170, -150, 1.05, c) +
      implant(0, -170, 1.15, c) +
      implant(170, -150, 1.05, c) +
      gumBand(id, -40, C.paleSage, 0.32, 720) +
      sparkle(220 * s, -230, 22, C.white, 0.85) +
      sparkle(-240 * s, -210, 12, C.white, 0.7),
  };
}

/** All-on-4: a whole upper arch of teeth fixed on four implants, the back two angled; a clock for the same-day fit. */
export function allOn4Art(id: string, r: Rand): Art {
  const s = side(r);
  const row = frontRow(8, 1.05);
  const screws = [
    { x: -150, a: 154 },
    { x: -55, a: 180 },
    { x: 55, a: 180 },
    { x: 150, a: 206 },
  ]
    .map((p) => fixture(id, p.x, -40, 0.95, p.a))
    .join('');
  return {
    defs: defsFor(id),
    body:
      `<g transform="translate(0 10)">${screws}${row.map((t) => frontTooth(t, `url(#${id}-tooth)`)).join('')}${gumOver(row, C.rose, 1)}</g>` +
      badge(205 * s, 190, 50, '#ffffff', clock(40, '#ffffff', C.navy)) +
      sparkle(-220 * s, 190, 20, C.white, 0.85),
  };
}

/** Full mouth reconstruction: a whole arch from above, every tooth restored, with a reassuring tick. */
export function fullMouthArt(id: string, r: Rand): Art {
  const s = side(r);
  return {
    defs: defsFor(id),
    body:
      `<circle r="250" fill="#ffffff" fill-opacity="0.06"/>` +
      `<g transform="translate(0 110)">${dentureArch(200, 220, 88, '#a9cbbd', '#ffffff', 14)}</g>` +
      [-120, 0, 120].map((x, i) => sparkle(x, i === 1 ? -150 : -80, i === 1 ? 22 : 14, C.white, 0.9)).join('') +
      badge(220 * s, -200, 44, '#ffffff', tick(0.95, C.sageDeep)) +
      sparkle(-240 * s, -170, 14, C.white, 0.7),
  };
}

/** Implant bridges: three crowns joined, carried by two implants. */
export function implantBridgeArt(id: string, r: Rand): Art {
  const s = side(r);
  const h = 190;
  const w = h * 0.88;
  const clip = `<clipPath id="${id}-cr"><rect x="0" y="0" width="100" height="58"/></clipPath>`;
  const crownAt = (x: number): string => `<g transform="${toothFrame(x, -60, h)}"><path d="${TOOTH_PATH}" fill="url(#${id}-tooth)" clip-path="url(#${id}-cr)"/></g>`;
  const links = [-w / 2, w / 2].map((x) => `<rect x="${n(x - 24)}" y="-110" width="48" height="44" rx="14" fill="#ffffff"/>`).join('');
  return {
    defs: defsFor(id) + clip,
    body:
      fixture(id, -w * 0.98, -8, 1) +
      fixture(id, w * 0.98, -8, 1) +
      links +
      crownAt(-w * 0.98) +
      crownAt(0) +
      crownAt(w * 0.98) +
      gumBand(id, 6, C.paleSage, 0.32, 720) +
      sparkle(220 * s, -220, 24, C.white, 0.85),
  };
}

/** Implant-retained dentures: a denture over two implants with ball attachments. */
export function implantDentureArt(id: string, r: Rand): Art {
  const s = side(r);
  const ball = (x: number): string => fixture(id, x, 120, 0.9) + `<circle cx="${x}" cy="86" r="18" fill="url(#${id}-metal)" stroke="#7d8ca0" stroke-width="3"/>`;
  return {
    defs: defsFor(id),
    body:
      `<g transform="translate(0 -60) scale(1 0.62)">${dentureArch(200, 200, 84, C.rose, '#ffffff', 14)}</g>` +
      `<path d="M-110 10 V60 M110 10 V60" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>` +
      gumBand(id, 110, C.paleSage, 0.34, 720) +
      ball(-110) +
      ball(110) +
      sparkle(230 * s, -220, 22, C.white, 0.85),
  };
}

/** Implant aftercare: an implant crown with an interdental brush and a small heart. */
export function aftercareArt(id: string, r: Rand): Art {
  const s = side(r);
  const brush =
    `<g transform="translate(${120 * s} -40) rotate(${-60 * s})">` +
    `<rect x="-8" y="40" width="16" height="220" rx="8" fill="${C.larkspur}"/>` +
    `<rect x="-2" y="-40" width="4" height="84" fill="#c9d3e0"/>` +
    Array.from({ length: 7 }, (_, i) => `<rect x="-14" y="${-36 + i * 10}" width="28" height="5" rx="2.5" fill="#ffffff"/>`).join('') +
    '</g>';
  return {
    defs: defsFor(id),
    body:
      implant(-60 * s, -180, 1.3, implantColours(id)) +
      gumBand(id, -20, C.paleSage, 0.32, 720) +
      brush +
      badge(-230 * s, -170, 42, '#ffffff', heart(1, C.sageDeep)) +
      sparkle(220 * s, -220, 18, C.white, 0.85),
  };
}

/** Synthetic bone graft: a fixture bedded in graft granules. */
export function boneGraftArt(id: string, r: Rand): Art {
  const s = side(r);
  return {
    defs: defsFor(id),
    body:
      `<path d="M-320 -20 C-200 -60 -100 -10 0 -30 C100 -50 200 -10 320 -30 L320 320 L-320 320 Z" fill="url(#${id}-bone)"/>` +
      `<g transform="translate(0 90)">${granules(170, 110, 44, rng(7), ['#ffffff', '#f6efe2', BONE])}</g>` +
      fixture(id, 0, -40, 1.3) +
      sparkle(210 * s, -200, 24, C.white, 0.85) +
      sparkle(-230 * s, -160, 12, C.white, 0.7),
  };
}

/** Sinus graft: the sinus floor lifted over graft material, an upper implant reaching up into it. */
export function sinusGraftArt(id: string, r: Rand): Art {
  const s = side(r);
  return {
    defs: defsFor(id),
    body:
      `<path d="M-330 -20 C-300 -330 300 -330 330 -20 Z" fill="#ffffff" fill-opacity="0.1"/>` +
      `<path d="M-330 -20 C-300 -330 300 -330 330 -20" fill="none" stroke="#ffffff" stroke-opacity="0.45" stroke-width="4"/>` +
      `<path d="M-330 -10 C-200 10 -120 -20 0 -20 C120 -20 200 10 330 -10 L330 340 L-330 340 Z" fill="url(#${id}-bone)"/>` +
      `<g transform="translate(0 -70)">${granules(120, 54, 34, rng(11), ['#ffffff', '#f6efe2', BONE])}</g>` +
      `<path d="M-180 -20 C-150 -190 150 -190 180 -20" fill="none" stroke="#ffffff" stroke-width="6" stroke-dasharray="4 12" stroke-linecap="round"/>` +
      `<g transform="rotate(180)">${implant(0, -250, 1.0, implantColours(id))}</g>` +
      sparkle(220 * s, -200, 22, C.white, 0.85),
  };
}

/** Soft tissue graft: layers of gum over a root, a thin graft eased into place with fine stitches. */
export function softTissueArt(id: string, r: Rand): Art {
  const s = side(r);
  const layers = [0, 1, 2]
    .map((i) => `<path d="M-330 ${40 + i * 60} C-200 ${0 + i * 60} -100 ${80 + i * 60} 0 ${40 + i * 60} S200 ${i * 60} 330 ${40 + i * 60} L330 330 L-330 330 Z" fill="${i === 0 ? C.rose : '#ffffff'}" fill-opacity="${n(0.55 - i * 0.12)}"/>`)
    .join('');
  const graft =
    `<path d="M-150 30 C-80 -10 80 -10 150 30 C80 60 -80 60 -150 30 Z" fill="#f5d9cd" stroke="#ffffff" stroke-width="4"/>` +
    [-90, -30, 30, 90].map((x) => `<path d="M${x - 8} 10 L${x + 8} 50" stroke="${C.navy}" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>`).join('');
  return {
    defs: defsFor(id),
    body:
      tooth(0, -100, 250, `fill="url(#${id}-tooth)"`) +
      layers +
      `<g transform="translate(0 10)">${graft}</g>` +
      `<g transform="translate(${210 * s} -60)">${sprig(1, '#ffffff', '#f5d9cd')}</g>` +
      sparkle(-220 * s, -200, 22, C.white, 0.85),
  };
}

/** Block grafts: a block of bone pinned onto a narrow ridge to widen it. */
export function blockGraftArt(id: string, r: Rand): Art {
  const s = side(r);
  const ridge = `<path d="M-330 340 L-330 170 C-230 150 -170 90 -100 60 C-40 40 40 40 100 60 C170 90 230 150 330 170 L330 340 Z" fill="url(#${id}-bone)"/>`;
  const dots = granules(70, 36, 14, rng(5), ['#e3d4bd', '#f6efe2']);
  const block =
    `<g transform="translate(${40 * s} -40) rotate(${-8 * s}) scale(1.45)"><rect x="-110" y="-60" width="220" height="120" rx="26" fill="#f8f1e4" stroke="#ffffff" stroke-width="5"/>${dots}` +
    [-60, 60].map((x) => `<circle cx="${x}" cy="0" r="14" fill="url(#${id}-metal)" stroke="#7d8ca0" stroke-width="3"/><path d="M${x - 7} 0 H${x + 7}" stroke="#7d8ca0" stroke-width="3"/>`).join('') +
    '</g>';
  return {
    defs: defsFor(id),
    body: ridge + block + `<path d="M${-250 * s} -150 V-40" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5" stroke-dasharray="2 12" stroke-linecap="round"/>` + sparkle(-230 * s, -200, 26, C.white, 0.85),
  };
}

/** Nerve repositioning: the nerve's path eased aside so an implant can sit clear of it. */
export function nerveArt(id: string, r: Rand): Art {
  const s = side(r);
  const dip = 60 * s;
  const moved = `M-330 120 C-160 120 ${dip - 110} 250 ${dip} 250 C${dip + 110} 250 200 140 330 140`;
  const before = `M-330 120 C-200 120 -100 100 0 100 C100 100 200 140 330 140`;
  return {
    defs: defsFor(id) + `<filter id="${id}-glow" x="-20%" y="-100%" width="140%" height="300%"><feGaussianBlur stdDeviation="8"/></filter>`,
    body:
      `<path d="M-330 -10 C-200 -40 -100 10 0 -10 C100 -30 200 10 330 -20 L330 330 L-330 330 Z" fill="url(#${id}-bone)"/>` +
      `<path d="${before}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5" stroke-dasharray="3 12" stroke-linecap="round"/>` +
      `<path d="${moved}" fill="none" stroke="#f6e7b8" stroke-width="22" stroke-linecap="round" filter="url(#${id}-glow)" opacity="0.7"/>` +
      `<path d="${moved}" fill="none" stroke="#f8eecb" stroke-width="10" stroke-linecap="round"/>` +
      implant(60 * s, -210, 1.05, implantColours(id)) +
      sparkle(-220 * s, -190, 24, C.white, 0.85),
  };
}

/** A fallback for implant pages without a motif of their own. */
export const implantFallbackArt = (id: string, r: Rand): Art => implantArt(id, r);
