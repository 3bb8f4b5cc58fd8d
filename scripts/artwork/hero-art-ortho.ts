/** Treatment hero motifs for orthodontics (aligners and braces) and dental hygiene. */
import { C, n } from './palette';
import { type Art, type Rand, blurDef, shadow, toothGrad } from './art-kit';
import { aligner, implant, sparkle, tooth } from './icons';
import { alignerArt, brushArt } from './motifs';
import {
  type BraceStyle, badge, braces, calendar, frontRow, implantColours, magnifier, metalDefs, smileRow, stopwatch, tick,
} from './hero-parts';

const side = (r: Rand): 1 | -1 => (r() > 0.5 ? 1 : -1);
const GUM = '#dde2f7';
const tray = (id: string, rx: number, ry: number, band: number, opacity = 0.22): string =>
  aligner(rx, ry, band, { edge: C.white, tray: C.white, trayOpacity: opacity, tooth: C.white, maskId: `${id}-m` }, 12);

/** Invisalign: a pair of clear aligners. */
export const invisalignArt = (id: string): Art => alignerArt(id, () => 0.9);

/** Invisible braces: one aligner, tilted, catching the light. */
export function invisibleArt(id: string, r: Rand): Art {
  const s = side(r);
  return {
    defs: blurDef(id),
    body:
      shadow(id, 200, 240, 0.14) +
      `<g transform="translate(0 80) rotate(${-10 * s})">${tray(id, 200, 210, 104, 0.16)}</g>` +
      sparkle(210 * s, -190, 30, C.white, 0.95) +
      sparkle(260 * s, -120, 14, C.white, 0.75) +
      sparkle(-220 * s, 160, 16, C.white, 0.7),
  };
}

/** Your Invisalign journey: an aligner at the end of a path of stepping stones. */
export function journeyArt(id: string, r: Rand): Art {
  const s = side(r);
  const stones = [0, 1, 2, 3, 4]
    .map((i) => {
      const t = i / 4;
      const x = (-260 + t * 210) * s;
      const y = 230 - t * 90 - Math.sin(t * Math.PI) * 80;
      return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(12 + i * 4)}" fill="#ffffff" fill-opacity="${n(0.45 + t * 0.45)}"/>`;
    })
    .join('');
  const flag = `<g transform="translate(${170 * s} -220)"><path d="M0 0 V120" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/><path d="M0 4 L${70 * s} 24 L0 48 Z" fill="#ffffff"/></g>`;
  return {
    defs: blurDef(id),
    body: `<g transform="translate(${50 * s} -10) scale(0.78)">${tray(id, 190, 200, 100)}</g>` + stones + flag + sparkle(-220 * s, -190, 22, C.white, 0.85),
  };
}

/** How much does Invisalign cost: an aligner with a price tag and a short stack of coins. */
export function costArt(id: string, r: Rand): Art {
  const s = side(r);
  const tag =
    `<g transform="translate(${170 * s} -150) rotate(${20 * s})"><path d="M-60 -40 L40 -40 L80 0 L40 40 L-60 40 Q-70 40 -70 30 L-70 -30 Q-70 -40 -60 -40 Z" fill="#ffffff"/>` +
    `<circle cx="42" cy="0" r="9" fill="${C.larkspur}"/><path d="M-46 -10 H10 M-46 12 H-6" stroke="${C.lilac}" stroke-width="9" stroke-linecap="round"/></g>`;
  const coins = [0, 1, 2]
    .map((i) => `<ellipse cx="${-190 * s}" cy="${200 - i * 24}" rx="56" ry="18" fill="#f3e3b8" stroke="#d9c08a" stroke-width="3"/>`)
    .join('');
  return {
    defs: blurDef(id),
    body: shadow(id, 200, 250, 0.12) + `<g transform="translate(0 70)">${tray(id, 180, 190, 96)}</g>` + tag + coins + sparkle(-230 * s, -190, 22, C.white, 0.85),
  };
}

/** What is orthodontics: a row of teeth along a guiding arch, with a magnifier to look closer. */
export function orthoExplainArt(id: string, r: Rand): Art {
  const s = side(r);
  const row = frontRow(6, 1.05);
  return {
    defs: toothGrad(id) + blurDef(id),
    body:
      `<g transform="translate(0 -80)">${smileRow(row, `url(#${id}-tooth)`, GUM, 0.95)}` +
      `<path d="M-220 130 Q0 230 220 130" fill="none" stroke="#ffffff" stroke-width="5" stroke-dasharray="3 12" stroke-linecap="round"/></g>` +
      `<g transform="translate(${170 * s} 150)">${magnifier(70, '#ffffff', C.navy, '#ffffff', 0.25)}</g>` +
      sparkle(-220 * s, 170, 24, C.white, 0.85),
  };
}

function bracesArt(id: string, r: Rand, style: BraceStyle, extra: (s: 1 | -1) => string, teeth = 6): Art {
  const s = side(r);
  const row = frontRow(teeth, 1.1);
  return {
    defs: toothGrad(id) + blurDef(id),
    body: `<g transform="translate(0 -70)">${smileRow(row, `url(#${id}-tooth)`, GUM, 0.95, braces(row, style))}</g>` + extra(s),
  };
}

const METAL: BraceStyle = { bracket: '#dfe6ee', edge: '#8d9bad', wire: '#c2ccd8' };
const CLEAR: BraceStyle = { bracket: '#f4f6fd', edge: C.lilac, wire: '#dfe4f4', opacity: 0.9 };

export const clearBracesArt = (id: string, r: Rand): Art =>
  bracesArt(id, r, CLEAR, (s) => sparkle(210 * s, 170, 30, C.white, 0.95) + sparkle(150 * s, 230, 12, C.white, 0.7) + sparkle(-230 * s, -200, 16, C.white, 0.8));

export const fixedBracesArt = (id: string, r: Rand): Art =>
  bracesArt(id, r, { ...METAL, tie: C.deep }, (s) => sparkle(220 * s, 180, 24, C.white, 0.9) + sparkle(-230 * s, -200, 14, C.white, 0.7));

export const damonArt = (id: string, r: Rand): Art =>
  bracesArt(id, r, { ...METAL, door: true }, (s) => badge(200 * s, 180, 44, '#ffffff', `<path d="M-22 0 H22 M10 -12 L22 0 L10 12" fill="none" stroke="${C.larkspur}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`), 4);

export const fastBracesArt = (id: string, r: Rand): Art =>
  bracesArt(id, r, { ...METAL, tie: C.sage }, (s) => `<g transform="translate(${190 * s} 175)">${stopwatch(52, '#ffffff', C.larkspur)}</g>` + sparkle(-230 * s, 170, 18, C.white, 0.8));

export const sixMonthArt = (id: string, r: Rand): Art =>
  bracesArt(id, r, CLEAR, (s) => `<g transform="translate(${190 * s} 175) rotate(${6 * s})">${calendar(120, '#ffffff', C.larkspur, 6)}</g>` + sparkle(-230 * s, 170, 18, C.white, 0.8), 4);

/** Insignia: brackets placed by a digital design, on a fine grid with alignment marks. */
export function insigniaArt(id: string, r: Rand): Art {
  const grid: string[] = [];
  for (let i = -6; i <= 6; i += 1) grid.push(`<path d="M${i * 45} -300 V300 M-300 ${i * 45} H300" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>`);
  const marks = [-1, 1].map((k) => `<circle cx="${k * 250}" cy="-200" r="16" fill="none" stroke="#ffffff" stroke-width="4"/><path d="M${k * 250 - 26} -200 H${k * 250 + 26} M${k * 250} -226 V-174" stroke="#ffffff" stroke-width="3"/>`).join('');
  const art = bracesArt(id, r, { ...METAL, door: true }, () => '', 6);
  return { defs: art.defs, body: grid.join('') + marks + art.body };
}

/** Inman aligner: the removable appliance from above, its front bow pushed by two coil springs. */
export function inmanArt(id: string, r: Rand): Art {
  const s = side(r);
  const coil = (x: number): string => {
    const d = Array.from({ length: 9 }, (_, i) => `${i === 0 ? 'M' : 'L'}${n(x + (i % 2 === 0 ? -12 : 12))} ${n(-20 + i * 12)}`).join(' ');
    return `<path d="${d}" fill="none" stroke="#dfe6ee" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`;
  };
  return {
    defs: blurDef(id),
    body:
      shadow(id, 200, 250, 0.14) +
      `<g transform="translate(0 90)">${tray(id, 180, 200, 90, 0.3)}` +
      `<path d="M-200 -10 C-220 -200 -110 -260 0 -260 C110 -260 220 -200 200 -10" fill="none" stroke="#dfe6ee" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="M-150 20 C-120 80 120 80 150 20" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="22" stroke-linecap="round"/>` +
      coil(-150) +
      coil(150) +
      '</g>' +
      sparkle(220 * s, -200, 24, C.white, 0.9),
  };
}

/** Implants and orthodontics: an aligner beside an implant. */
export function implantOrthoArt(id: string, r: Rand): Art {
  const s = side(r);
  return {
    defs: blurDef(id) + metalDefs(id),
    body:
      `<g transform="translate(${-60 * s} 90) scale(0.8)">${tray(id, 190, 200, 100)}</g>` +
      implant(170 * s, -200, 0.95, implantColours(id)) +
      sparkle(-220 * s, -180, 22, C.white, 0.85),
  };
}

export const hygieneArt = (id: string, r: Rand): Art => brushArt(id, r);

/** Gum disease: two teeth and their gums, with floss between them. */
export function gumArt(id: string, r: Rand): Art {
  const s = side(r);
  const floss =
    `<g transform="translate(0 -30) rotate(${-8 * s})"><path d="M-70 -230 L-70 -150 Q0 -120 70 -150 L70 -230 Q0 -270 -70 -230 Z" fill="${C.larkspur}"/>` +
    `<path d="M-60 -150 L-6 20 L6 20 L60 -150" fill="none" stroke="#ffffff" stroke-width="4"/>` +
    `<path d="M-70 -150 V-120 M70 -150 V-120" stroke="${C.larkspur}" stroke-width="16" stroke-linecap="round"/></g>`;
  return {
    defs: toothGrad(id) + blurDef(id),
    body:
      tooth(-120, 20, 270, `fill="url(#${id}-tooth)"`) +
      tooth(120, 24, 260, `fill="url(#${id}-tooth)"`) +
      `<path d="M-330 90 C-240 50 -170 60 -120 80 C-70 100 -20 130 0 130 C20 130 70 100 120 80 C170 60 240 50 330 90 L330 330 L-330 330 Z" fill="${C.rose}" fill-opacity="0.85"/>` +
      floss +
      badge(220 * s, -180, 40, '#ffffff', tick(0.9, C.sageDeep)) +
      sparkle(-230 * s, -190, 18, C.white, 0.85),
  };
}

/** Mouth cancer screening: an awareness ribbon with a reassuring tick. */
export function screeningArt(id: string, r: Rand): Art {
  const s = side(r);
  const ribbon =
    `<path d="M-70 190 L10 40 C30 0 60 -40 60 -90 C60 -140 30 -170 0 -170 C-30 -170 -60 -140 -60 -90 C-60 -40 -30 0 -10 40 L70 190" fill="none" stroke="#ffffff" stroke-width="44" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="M-70 190 L10 40" fill="none" stroke="#f2e8ec" stroke-width="44" stroke-linecap="round"/>`;
  return {
    defs: blurDef(id),
    body:
      shadow(id, 170, 250, 0.12) +
      `<g transform="translate(${-40 * s} 10)">${ribbon}</g>` +
      badge(170 * s, 130, 56, C.sageDeep, tick(1.2)) +
      sparkle(200 * s, -180, 26, C.white, 0.9) +
      sparkle(-230 * s, -120, 14, C.white, 0.7),
  };
}

/** A fallback for orthodontic pages without a motif of their own: a single aligner. */
export const orthoFallbackArt = (id: string, r: Rand): Art => alignerArt(id, r);
