/** Further illustration variants so posts in the same category differ. */
import { C, n } from './palette';
import { type Art, type Rand, blurDef, shadow, toothGrad } from './art-kit';
import { implant, sparkle, tooth } from './icons';

/** Check-up: a tooth, a dental mirror and a small tick badge. */
export function checkupArt(id: string, r: Rand): Art {
  const side = r() > 0.5 ? 1 : -1;
  const tx = -70 * side;
  const mirror =
    `<g transform="scale(${side} 1) translate(120 -120) rotate(38)">` +
    `<rect x="-7" y="40" width="14" height="150" rx="7" fill="#c9d3e0"/>` +
    `<rect x="-14" y="180" width="28" height="190" rx="14" fill="${C.deep}"/>` +
    Array.from({ length: 5 }, (_, i) => `<rect x="-14" y="${200 + i * 16}" width="28" height="5" fill="${C.larkspur}"/>`).join('') +
    `<circle r="58" fill="#c9d3e0"/><circle r="48" fill="url(#${id}-glass)"/>` +
    `<path d="M-26 -22 A34 34 0 0 1 14 -36" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>` +
    '</g>';
  const badge =
    `<g transform="translate(${-250 * side} -170)"><circle r="44" fill="${C.sageDeep}"/>` +
    `<path d="M-18 2 l12 13 l24 -28" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  const defs =
    blurDef(id) +
    toothGrad(id) +
    `<linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#c9d0f0"/></linearGradient>`;
  return {
    defs,
    body:
      `<g transform="translate(${tx} 0)">${shadow(id, 150, 230, 0.15)}</g>` +
      tooth(tx, 30, 330, `fill="url(#${id}-tooth)"`) +
      mirror +
      badge +
      sparkle(200 * side, 200, 20, C.white, 0.85),
  };
}

/** Daily care: a brush loaded with paste above a toothpaste tube. */
export function pasteArt(id: string, r: Rand): Art {
  const tilt = (r() - 0.5) * 10;
  const bristles =
    `<rect x="130" y="-70" width="130" height="56" rx="9" fill="${C.white}"/>` +
    Array.from({ length: 7 }, (_, i) => `<rect x="${n(146 + i * 16)}" y="-70" width="2.5" height="44" fill="#cfe0d8"/>`).join('');
  const paste =
    `<path d="M124 -70 C130 -104 156 -96 164 -110 C172 -124 196 -112 204 -118 C216 -126 236 -110 244 -102 C256 -92 268 -86 262 -70 Z" fill="${C.white}"/>` +
    `<path d="M140 -84 C156 -96 176 -98 196 -106 C216 -112 236 -104 248 -90" fill="none" stroke="${C.sage}" stroke-width="7" stroke-linecap="round"/>`;
  const brush =
    `<g transform="translate(-20 -70) rotate(${n(-12 + tilt)})">` +
    `<path d="M-300 -16 L110 -20 Q130 -20 130 -14 L266 -14 Q280 -14 280 0 Q280 14 266 14 L130 14 Q130 20 110 20 L-300 16 Q-316 0 -300 -16 Z" fill="${C.deep}"/>` +
    `<rect x="-260" y="-6" width="220" height="8" rx="4" fill="#ffffff" fill-opacity="0.3"/>` +
    bristles +
    paste +
    '</g>';
  const tube =
    `<g transform="translate(-10 150) rotate(${n(6 - tilt)})">` +
    `<path d="M-250 -40 L150 -56 Q176 -56 176 -30 L176 30 Q176 56 150 56 L-250 40 Z" fill="${C.white}"/>` +
    `<path d="M-262 -44 L-246 -44 L-246 44 L-262 44 L-256 33 L-262 22 L-256 11 L-262 0 L-256 -11 L-262 -22 L-256 -33 Z" fill="#e3ece8"/>` +
    `<path d="M-60 -47 L40 -51 L40 51 L-60 47 Z" fill="${C.larkspur}"/>` +
    `<path d="M52 -52 L70 -53 L70 53 L52 52 Z" fill="${C.sage}"/>` +
    `<rect x="176" y="-30" width="64" height="60" rx="10" fill="${C.navy}"/>` +
    `<rect x="176" y="-30" width="10" height="60" fill="#000" fill-opacity="0.15"/>` +
    '</g>';
  return {
    defs: blurDef(id),
    body: shadow(id, 230, 240, 0.14) + tube + brush + sparkle(230, -220, 26, C.white, 0.9) + sparkle(-250, -160, 16, C.white, 0.8),
  };
}

/** Implant explained: crown, abutment and fixture separated along a dashed axis. */
export function explodedImplantArt(id: string, r: Rand): Art {
  const side = r() > 0.5 ? 1 : -1;
  const defs =
    blurDef(id) +
    `<linearGradient id="${id}-metal" x1="0" x2="1"><stop offset="0" stop-color="#aab7c6"/><stop offset="0.45" stop-color="#eef2f6"/><stop offset="1" stop-color="#8d9bad"/></linearGradient>` +
    `<linearGradient id="${id}-crown" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe7ef"/></linearGradient>`;
  const axis = `<path d="M0 -300 V300" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="4 12" stroke-linecap="round"/>`;
  const ticks = [-150, -20, 150]
    .map((y) => `<circle cx="${170 * side}" cy="${y}" r="7" fill="#ffffff" fill-opacity="0.7"/><path d="M${60 * side} ${y} H${160 * side}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3" stroke-linecap="round"/>`)
    .join('');
  return {
    defs,
    body:
      `<circle r="250" fill="#ffffff" fill-opacity="0.06"/>` +
      axis +
      ticks +
      implant(0, -230, 1.38, { crown: `url(#${id}-crown)`, metal: `url(#${id}-metal)`, thread: '#7d8ca0' }, 36) +
      sparkle(-170 * side, -230, 24, C.white, 0.85),
  };
}
