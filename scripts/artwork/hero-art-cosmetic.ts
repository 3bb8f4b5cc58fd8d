/** Treatment hero motifs for cosmetic dentistry and facial aesthetics. Stylised: never a real smile. */
import { C, n } from './palette';
import { type Art, type Rand, blurDef, shadow, toothGrad } from './art-kit';
import { leafPath, sparkle } from './icons';
import { TOOTH_PATH } from './mark';
import { shadeFanArt } from './motifs';
import { bloomArt } from './heroes';
import { type RowTooth, frontRow, frontTooth, gumOver, toothWith } from './hero-parts';

const side = (r: Rand): 1 | -1 => (r() > 0.5 ? 1 : -1);
const GUM = '#e7b8a8';
const base = (id: string): string => blurDef(id) + toothGrad(id);

/** Teeth whitening: the shade guide, brightest tab forward, with extra sparkle. */
export function whiteningArt(id: string, r: Rand): Art {
  const fan = shadeFanArt(id);
  const s = side(r);
  return { defs: fan.defs, body: fan.body + sparkle(-230 * s, -110, 20, C.white, 0.9) + sparkle(-190 * s, -170, 10, C.white, 0.7) };
}

/** Porcelain veneers: a thin shell lifted off the front of a tooth, with two shade tabs. */
export function veneerArt(id: string, r: Rand): Art {
  const s = side(r);
  const row = frontRow(4, 1.5);
  const target = row[s > 0 ? 2 : 1] as RowTooth;
  const shell: RowTooth = { ...target, x: target.x + 70 * s, y: target.y + 40 };
  const tab = (x: number, y: number, fill: string, a: number): string =>
    `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-7" y="-120" width="14" height="120" rx="7" fill="${C.roseGold}"/>` +
    `<path transform="translate(0 -200)" d="M-30 0 L30 0 L30 50 Q30 86 0 86 Q-30 86 -30 50 Z" fill="${fill}" stroke="#e0c6b6" stroke-width="3"/></g>`;
  return {
    defs: base(id),
    body:
      `<g transform="translate(0 -100)">` +
      row.map((t) => frontTooth(t, t === target ? '#f3ece4' : `url(#${id}-tooth)`)).join('') +
      gumOver(row, GUM, 1) +
      `<g transform="rotate(${n(-8 * s)} ${n(shell.x)} ${n(shell.y + 80)})">` +
      frontTooth(shell, '#ffffff', `stroke="#e8d9cc" stroke-width="3"`) +
      `<path d="M${n(shell.x - shell.w * 0.28)} ${n(shell.y + 10)} Q${n(shell.x - shell.w * 0.34)} ${n(shell.y + 60)} ${n(shell.x - shell.w * 0.2)} ${n(shell.y + 100)}" fill="none" stroke="#eef3f6" stroke-width="6" stroke-linecap="round"/></g>` +
      '</g>' +
      tab(-235 * s, 335, '#f5ebda', -10 * s) +
      tab(-180 * s, 335, '#ffffff', 4 * s) +
      sparkle(220 * s, -200, 26, C.white, 0.9),
  };
}

/** Composite bonding: a chipped edge built up in tooth-coloured resin, with the shaping tool. */
export function bondingArt(id: string, r: Rand): Art {
  const s = side(r);
  const row = frontRow(4, 1.45);
  const target = row[s > 0 ? 1 : 2] as RowTooth;
  const edgeY = target.y + target.h * 0.72;
  const patch =
    `<clipPath id="${id}-t">${frontTooth(target, '#000')}</clipPath>` +
    `<g clip-path="url(#${id}-t)"><path d="M${n(target.x - 60)} ${n(edgeY + 8)} L${n(target.x + 60)} ${n(edgeY - 14)} L${n(target.x + 60)} ${n(target.y + target.h + 20)} L${n(target.x - 60)} ${n(target.y + target.h + 20)} Z" fill="#f1e6da"/></g>` +
    `<path d="M${n(target.x - target.w / 2)} ${n(edgeY + 6)} L${n(target.x + target.w / 2)} ${n(edgeY - 10)}" stroke="#d9bfae" stroke-width="3" stroke-dasharray="3 7" stroke-linecap="round"/>`;
  const tool =
    `<g transform="translate(${n(target.x + 150 * s)} ${n(target.y + 240)}) rotate(${-40 * s})">` +
    `<rect x="-9" y="0" width="18" height="220" rx="9" fill="${C.deep}"/><rect x="-4" y="-70" width="8" height="74" rx="4" fill="#c9d3e0"/>` +
    `<path d="M-12 -70 Q0 -100 12 -70 Z" fill="#c9d3e0"/></g>`;
  return {
    defs: base(id),
    body:
      `<g transform="translate(0 -90)">` +
      row.map((t) => frontTooth(t, `url(#${id}-tooth)`)).join('') +
      patch +
      gumOver(row, GUM, 1) +
      tool +
      '</g>' +
      sparkle(-220 * s, 170, 24, C.white, 0.9) +
      sparkle(230 * s, -190, 16, C.white, 0.8),
  };
}

/** Inlays and onlays: a made-to-measure piece lifted above the cavity it fills. */
export function inlayArt(id: string, r: Rand): Art {
  const s = side(r);
  const piece = 'M32 12 C38 22 44 26 50 26 C56 26 62 22 68 12 L66 36 Q50 42 34 36 Z';
  const cavity = `<path d="${piece}" fill="#e6ded6" stroke="${C.roseGold}" stroke-width="2" stroke-dasharray="3 4"/>`;
  return {
    defs: base(id),
    body:
      shadow(id, 150, 220, 0.14) +
      toothWith(0, 40, 330, `url(#${id}-tooth)`, cavity) +
      `<g transform="translate(0 -120) rotate(${n(-6 * s)})"><g transform="translate(-190 -160) scale(3.8)"><path d="${piece}" fill="#fbf6f0" stroke="#e0c6b6" stroke-width="1.2"/>` +
      `<path d="M40 18 Q50 24 60 18" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round"/></g></g>` +
      `<path d="M0 -130 V-40" stroke="#ffffff" stroke-opacity="0.7" stroke-width="5" stroke-dasharray="2 12" stroke-linecap="round"/>` +
      sparkle(-200 * s, -180, 26, C.white, 0.9) +
      sparkle(210 * s, 100, 14, C.white, 0.75),
  };
}

/** Gum recontouring: an even gum line, traced by a soft-tissue laser's gentle glow. */
export function gumContourArt(id: string, r: Rand): Art {
  const s = side(r);
  const row = frontRow(6, 1.2);
  const tip = row[s > 0 ? 4 : 1] as RowTooth;
  const laser =
    `<g transform="translate(${n(tip.x + 20 * s)} ${n(tip.y - 14)}) rotate(${-140 * s})">` +
    `<rect x="-12" y="30" width="24" height="220" rx="12" fill="${C.navy}"/><rect x="-12" y="90" width="24" height="16" fill="${C.roseGold}"/>` +
    `<path d="M-12 34 L-4 6 L4 6 L12 34 Z" fill="#c9d3e0"/></g>` +
    `<circle cx="${n(tip.x + 20 * s)}" cy="${n(tip.y - 14)}" r="22" fill="#ffffff" fill-opacity="0.45"/><circle cx="${n(tip.x + 20 * s)}" cy="${n(tip.y - 14)}" r="8" fill="#ffffff"/>`;
  return {
    defs: base(id),
    body:
      `<g transform="translate(0 -40)">` +
      row.map((t) => frontTooth(t, `url(#${id}-tooth)`)).join('') +
      gumOver(row, GUM, 1) +
      laser +
      '</g>' +
      sparkle(-230 * s, 170, 22, C.white, 0.85),
  };
}

/** Smile makeover: the plan on a card, a smile line sketched in tooth-sized steps with shade tabs beside. */
export function makeoverArt(id: string, r: Rand): Art {
  const s = side(r);
  const steps = Array.from({ length: 7 }, (_, i) => {
    const t = (i - 3) / 3;
    const x = t * 120;
    const y = 10 + t * t * 40;
    const w = 30 - Math.abs(t) * 8;
    return `<rect x="${n(x - w / 2)}" y="${n(y - 10)}" width="${n(w)}" height="${n(46 - Math.abs(t) * 10)}" rx="9" fill="${C.rose}" fill-opacity="${n(0.95 - Math.abs(t) * 0.3)}"/>`;
  }).join('');
  const card =
    `<g transform="rotate(${n(-5 * s)})"><rect x="-180" y="-150" width="360" height="280" rx="26" fill="#ffffff"/>` +
    `<path d="M-140 -96 H20 M-140 -66 H-30" stroke="${C.sandDeep}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M-140 -30 Q0 60 140 -30" fill="none" stroke="${C.roseGold}" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="3 9" stroke-linecap="round"/>` +
    `<g transform="translate(0 20)">${steps}</g></g>`;
  const pencil =
    `<g transform="translate(${150 * s} -120) rotate(${35 * s})"><rect x="-11" y="-110" width="22" height="170" rx="4" fill="${C.roseGold}"/>` +
    `<path d="M-11 60 L11 60 L0 92 Z" fill="#f4e4d4"/><path d="M-4 82 L4 82 L0 92 Z" fill="${C.navy}"/><rect x="-11" y="-122" width="22" height="16" rx="4" fill="${C.sandDeep}"/></g>`;
  return {
    defs: blurDef(id),
    body:
      shadow(id, 200, 200, 0.14) +
      `<g transform="translate(-10 40)">${card}</g>` +
      pencil +
      sparkle(-220 * s, -190, 30, C.white, 0.9) +
      sparkle(-260 * s, -120, 13, C.white, 0.8),
  };
}

/** Anti-wrinkle treatment: a bloom over smooth, flowing silk lines. */
export function antiWrinkleArt(id: string, r: Rand): Art {
  const bloom = bloomArt(id);
  const s = side(r);
  const silk = [0, 1, 2, 3]
    .map((i) => `<path d="M-340 ${150 + i * 34} C-180 ${100 + i * 34} -60 ${220 + i * 30} 90 ${170 + i * 30} S260 ${110 + i * 30} 340 ${140 + i * 34}" fill="none" stroke="#ffffff" stroke-opacity="${n(0.75 - i * 0.15)}" stroke-width="${7 - i}" stroke-linecap="round"/>`)
    .join('');
  return { defs: bloom.defs, body: `<g transform="scale(${s} 1)">${silk}</g><g transform="translate(0 -40) scale(0.78)">${bloom.body}</g>` };
}

/** Dermal fillers: a single drop with the soft ripples it makes, and a few petals. */
export function fillerArt(id: string, r: Rand): Art {
  const s = side(r);
  const drop = 'M0 -150 C48 -74 88 -22 88 34 C88 86 48 122 0 122 C-48 122 -88 86 -88 34 C-88 -22 -48 -74 0 -150 Z';
  const ripples = [150, 220, 290]
    .map((rx, i) => `<ellipse cx="0" cy="200" rx="${rx}" ry="${n(rx * 0.2)}" fill="none" stroke="#ffffff" stroke-opacity="${n(0.8 - i * 0.22)}" stroke-width="5"/>`)
    .join('');
  const petals = [0, 1, 2]
    .map((i) => `<path transform="translate(${n((160 + i * 34) * s)} ${n(-150 + i * 60)}) rotate(${n((40 + i * 30) * s)})" d="${leafPath(70 - i * 12, 38 - i * 6)}" fill="#ffffff" fill-opacity="${n(0.75 - i * 0.15)}"/>`)
    .join('');
  return {
    defs:
      `<linearGradient id="${id}-drop" x1="0.2" y1="0" x2="0.8" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#efe6f4"/></linearGradient>`,
    body:
      ripples +
      `<path transform="translate(${-30 * s} 0)" d="${drop}" fill="url(#${id}-drop)"/>` +
      `<path transform="translate(${-30 * s} 0)" d="M-50 10 C-52 -20 -36 -50 -20 -70" fill="none" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>` +
      petals +
      sparkle(-220 * s, -170, 26, C.white, 0.9),
  };
}

/** A fallback for cosmetic pages without a motif of their own: a bright tooth and sparkles. */
export function cosmeticFallbackArt(id: string, r: Rand): Art {
  const s = side(r);
  return {
    defs: base(id),
    body: shadow(id, 150, 215, 0.14) + `<g transform="translate(${-20 * s} 0)"><g transform="translate(-140 -160) scale(3.3)"><path d="${TOOTH_PATH}" fill="url(#${id}-tooth)"/></g></g>` + sparkle(180 * s, -170, 40, C.white) + sparkle(230 * s, -100, 16, C.white, 0.8),
  };
}
