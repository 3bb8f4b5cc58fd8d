/**
 * Editorial illustrations for blog images, one per category. Each is drawn
 * centred on (0,0) within roughly a 560x560 box and takes a seeded `r()` for
 * small deterministic variations.
 */
import { C, lerp, n } from './palette';
import { type Art, type Rand, blurDef, shadow, toothGrad } from './art-kit';
import { aligner, implant, leafPath, sparkle, tooth } from './icons';

export type { Art } from './art-kit';

export function alignerArt(id: string, r: Rand): Art {
  const pair = r() > 0.45;
  const upper = aligner(190, 200, 100, { edge: C.white, tray: C.white, trayOpacity: 0.22, tooth: C.white, maskId: `${id}-m1` }, 12);
  const lower = aligner(170, 175, 90, { edge: C.white, tray: C.white, trayOpacity: 0.16, tooth: '#f0f2fd', maskId: `${id}-m2` }, 12);
  const body = pair
    ? `<g transform="translate(-80 110) rotate(-12)" opacity="0.55">${lower}</g><g transform="translate(60 80) rotate(8)">${upper}</g>`
    : `<g transform="translate(0 90)">${upper}</g>`;
  const sparkles = sparkle(210, -190, 26, C.white, 0.9) + sparkle(250, -130, 12, C.white, 0.7);
  return { defs: blurDef(id), body: shadow(id, 200, 250, 0.16) + body + sparkles };
}

export function implantArt(id: string, r: Rand): Art {
  const defs =
    blurDef(id) +
    `<linearGradient id="${id}-metal" x1="0" x2="1"><stop offset="0" stop-color="#aab7c6"/><stop offset="0.45" stop-color="#eef2f6"/><stop offset="1" stop-color="#8d9bad"/></linearGradient>` +
 `<linearGradient id="${id}-gum" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.paleSage}" stop-opacity="0.42"/><stop offset="1" stop-color="${C.paleSage}" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="${id}-crown" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe7ef"/></linearGradient>`;
  const side = r() > 0.5 ? 1 : -1;
  const gum =
    `<path d="M-300 40 C-260 0 -170 10 -120 30 C-80 44 -50 -14 0 -14 C50 -14 80 44 120 30 C170 10 260 0 300 40 ` +
    `C300 200 200 300 0 300 C-200 300 -300 200 -300 40 Z" fill="url(#${id}-gum)"/>` +
    `<path d="M-300 40 C-260 0 -170 10 -120 30 C-80 44 -50 -14 0 -14 C50 -14 80 44 120 30 C170 10 260 0 300 40" fill="none" stroke="${C.paleSage}" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"/>`;
  const neighbours =
    tooth(-200 * side, -40, 190, `fill="${C.white}" fill-opacity="0.22"`) +
    tooth(200 * side, -30, 170, `fill="${C.white}" fill-opacity="0.14"`);
  const imp = implant(0, -200, 1.55, { crown: `url(#${id}-crown)`, metal: `url(#${id}-metal)`, thread: '#7d8ca0' });
  const spark = sparkle(-110 * side, -200, 22, C.white, 0.85);
  return { defs, body: neighbours + imp + gum + spark };
}

/** Cosmetic: either a bright stylised smile or a fanned shade guide, with sparkles. */
export function smileArt(id: string, r: Rand): Art {
  const flip = r() > 0.5 ? 1 : -1;
  const sparks =
    sparkle(200 * flip, -190, 38, C.white) +
    sparkle(262 * flip, -120, 17, C.white, 0.85) +
    sparkle(-230 * flip, 170, 22, C.white, 0.8);
  const defs = blurDef(id) + smileDefs(id);
  if (r() < 0.5) return { defs, body: shadow(id, 200, 240, 0.12) + shadeFan(id) + sparks };
  return { defs, body: mouth(id) + sparks };
}

export function shadeFanArt(id: string): Art {
  return { defs: blurDef(id) + smileDefs(id), body: shadow(id, 200, 240, 0.12) + shadeFan(id) + sparkle(220, -190, 34, C.white) };
}

const smileDefs = (id: string): string =>
  `<linearGradient id="${id}-tooth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f6efe8"/></linearGradient>`;

function mouth(id: string): string {
  const outline = 'M-250 -70 Q0 -10 250 -70 Q0 290 -250 -70 Z';
  const lines = [-150, -74, 0, 74, 150]
    .map((x) => `<path d="M${x} -60 L${n(x * 0.94)} 64" stroke="#ecdcd0" stroke-width="5" stroke-linecap="round"/>`)
    .join('');
  const gum = `<path d="M-260 -80 Q0 -20 260 -80 L260 -44 Q0 24 -260 -44 Z" fill="#e3a898"/>`;
  const body =
    `<clipPath id="${id}-mouth"><path d="${outline}"/></clipPath>` +
    `<path d="${outline}" fill="url(#${id}-tooth)"/>` +
    `<g clip-path="url(#${id}-mouth)">${gum}${lines}` +
    `<path d="M-250 10 Q0 130 250 10" fill="none" stroke="#ecdcd0" stroke-width="5"/></g>` +
    `<path d="${outline}" fill="none" stroke="#c98b78" stroke-width="16" stroke-linejoin="round"/>` +
    `<circle cx="-250" cy="-70" r="8" fill="#c98b78"/><circle cx="250" cy="-70" r="8" fill="#c98b78"/>`;
  return `<g transform="translate(0 -30) scale(1.08)">${body}</g>`;
}

function shadeFan(id: string): string {
  const shades = ['#eddcc0', '#f1e4cd', '#f5ebda', '#f8f1e6', '#fbf7f0', '#fdfbf8', '#ffffff'];
  const tab = 'M-34 0 L34 0 L34 60 Q34 104 0 104 Q-34 104 -34 60 Z';
  const tabs = shades
    .map((c, i) => {
      const a = -48 + i * 16;
      return (
        `<g transform="translate(0 230) rotate(${a})">` +
        `<rect x="-7" y="-250" width="14" height="250" rx="7" fill="#c99a84"/>` +
        `<path transform="translate(0 -330)" d="${tab}" fill="${c}" stroke="#e0c6b6" stroke-width="3"/>` +
        `<rect x="-18" y="-318" width="36" height="10" rx="5" fill="#c99a84" fill-opacity="0.6"/>` +
        '</g>'
      );
    })
    .join('');
  return `<g transform="translate(0 10) scale(0.95)">${tabs}<circle cx="0" cy="230" r="26" fill="#b9826c"/><circle cx="0" cy="230" r="10" fill="url(#${id}-tooth)"/></g>`;
}

export function brushArt(id: string, r: Rand): Art {
  const side = r() > 0.5 ? 1 : -1;
  const bristles = Array.from({ length: 7 }, (_, i) =>
     `<rect x="${n(14 + i * 16)}" y="16" width="11" height="44" rx="5" fill="${i % 2 === 0 ? C.white : C.paleSage}"/>`,
  ).join('');
  // Local axis: head at x=0..130 (bristles on +y), handle to x=430.
  const brush =
    `<g transform="scale(${side} 1) translate(70 -170) rotate(${n(lerp(54, 68, r()))})">` +
    `<rect x="-4" y="-22" width="140" height="40" rx="18" fill="${C.larkspur}"/>` +
    `<path d="M120 -18 C160 -16 190 -12 220 -11 L360 -13 Q384 0 360 13 L220 11 C190 12 160 16 120 18 Z" fill="${C.deep}"/>` +
    `<rect x="230" y="-5" width="110" height="7" rx="3.5" fill="${C.white}" fill-opacity="0.3"/>` +
    bristles +
    '</g>';
  const bubbles = [
    [-250, -150, 26], [-290, -80, 14], [-190, -225, 12], [-260, 170, 18], [40, 250, 10], [210, -250, 16],
  ]
    .map(([bx, by, rad]) => `<circle cx="${(bx ?? 0) * side}" cy="${by}" r="${rad}" fill="${C.white}" fill-opacity="0.35" stroke="${C.white}" stroke-width="3"/>`)
    .join('');
  const tx = -110 * side;
  const t =
    tooth(tx, 30, 330, `fill="url(#${id}-tooth)"`) +
    `<path d="M${tx - 92} -60 C${tx - 100} -100 ${tx - 70} -128 ${tx - 38} -126" fill="none" stroke="${C.paleSage}" stroke-width="14" stroke-linecap="round"/>`;
  return { defs: blurDef(id) + toothGrad(id), body: `<g transform="translate(${tx} 0)">${shadow(id, 150, 230, 0.15)}</g>` + bubbles + t + brush };
}

export function calmArt(id: string, r: Rand): Art {
  const rings = [260, 205, 150, 95]
    .map((rad, i) => `<circle r="${rad}" fill="${C.white}" fill-opacity="${n(0.1 + i * 0.08)}"/>`)
    .join('');
  const lean = (r() - 0.5) * 20;
  const stem = `<path d="M0 170 C-10 80 20 -20 -6 -170" fill="none" stroke="${C.sageDeep}" stroke-width="9" stroke-linecap="round"/>`;
  const jitter = (): number => lerp(0.85, 1.15, r());
  const startSide = r() > 0.5 ? 1 : -1;
  const leaves = [110, 70, 10, -40, -96, -140]
    .map((y, i) => {
      const side = i % 2 === 0 ? -startSide : startSide;
      const len = (120 - i * 11) * jitter();
      const a = side * (58 - i * 5);
      const f = (i + (startSide > 0 ? 0 : 1)) % 3 === 1 ? C.sageDeep : C.sage;
      return `<path transform="translate(${n(Math.sin(y / 90) * 8)} ${y}) rotate(${n(a)})" d="${leafPath(len, len * 0.48)}" fill="${f}"/>`;
    })
    .join('');
  const drift =
    `<path transform="translate(${n(lerp(150, 230, r()) * startSide)} ${n(lerp(-60, 40, r()))}) rotate(${n(lerp(60, 120, r()))})" d="${leafPath(54, 26)}" fill="${C.sage}" fill-opacity="0.7"/>` +
    `<path transform="translate(${n(lerp(-240, -170, r()) * startSide)} ${n(lerp(-200, -120, r()))}) rotate(${n(lerp(-120, -60, r()))})" d="${leafPath(40, 20)}" fill="${C.sageDeep}" fill-opacity="0.5"/>`;
  const wave = `<path d="M-330 240 C-260 200 -200 280 -130 240 S0 200 70 240 S200 280 330 240" fill="none" stroke="${C.white}" stroke-width="5" stroke-opacity="0.7" stroke-linecap="round"/>`;
  if (r() < 0.5) return { defs: blurDef(id), body: rings + wave + drift + `<g transform="rotate(${n(lean)}) scale(1.12)">${stem}${leaves}</g>` };
  return { defs: blurDef(id), body: rings + stones(id, lean) };
}

/** Balanced pebbles with a small sprig: a quiet, steadying image. */
function stones(id: string, lean: number): string {
  const pebbles = [
    { y: 170, rx: 170, ry: 62, f: '#9fb5d8' },
    { y: 64, rx: 128, ry: 52, f: '#a9c9bc' },
    { y: -26, rx: 92, ry: 42, f: '#c4d4ee' },
    { y: -96, rx: 58, ry: 30, f: '#8fb3a5' },
  ];
  const p = pebbles
    .map((s, i) => {
      const x = i % 2 === 0 ? -6 : 8;
      return (
        `<ellipse cx="${x}" cy="${s.y}" rx="${s.rx}" ry="${s.ry}" fill="${s.f}"/>` +
        `<path d="M${n(x - s.rx * 0.6)} ${n(s.y - s.ry * 0.35)} Q${x} ${n(s.y - s.ry * 0.85)} ${n(x + s.rx * 0.45)} ${n(s.y - s.ry * 0.55)}" ` +
        `fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${n(s.ry * 0.16)}" stroke-linecap="round"/>`
      );
    })
    .join('');
  const sprig =
    `<g transform="translate(6 -122) rotate(${n(lean)})">` +
    `<path d="M0 0 C-4 -40 6 -80 0 -120" fill="none" stroke="${C.sageDeep}" stroke-width="7" stroke-linecap="round"/>` +
    `<path transform="translate(0 -40) rotate(-55)" d="${leafPath(70, 34)}" fill="${C.sage}"/>` +
    `<path transform="translate(2 -74) rotate(50)" d="${leafPath(62, 30)}" fill="${C.sageDeep}"/>` +
    `<path transform="translate(0 -112) rotate(-20)" d="${leafPath(44, 22)}" fill="${C.sage}"/>` +
    '</g>';
  return shadow(id, 200, 250, 0.12) + p + sprig;
}

export function generalArt(id: string, r: Rand): Art {
  const t = tooth(0, 0, 340, `fill="url(#${id}-tooth)"`);
  const leaf = `<path transform="translate(${r() > 0.5 ? 120 : -120} 150) rotate(${r() > 0.5 ? 30 : -30})" d="${leafPath(150, 70)}" fill="${C.sage}"/>`;
  return { defs: blurDef(id) + toothGrad(id), body: shadow(id, 150, 210) + t + leaf + sparkle(150, -150, 28, C.white) };
}
