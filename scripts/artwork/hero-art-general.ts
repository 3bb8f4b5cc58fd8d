/** Treatment hero motifs for general dentistry: one small idea per page, around a tooth. */
import { C, n } from './palette';
import { type Art, type Rand, blurDef, shadow, toothGrad } from './art-kit';
import { aligner, leafPath, sparkle, tooth } from './icons';
import { TOOTH_PATH } from './mark';
import { calmArt } from './motifs';
import { checkupArt } from './motifs-more';
import {
  badge, calendar, dentureArch, gumBand, heart, liftedCrown, magnifier, moon, shield, sprig, tick, toothFrame, toothWith,
} from './hero-parts';

const side = (r: Rand): 1 | -1 => (r() > 0.5 ? 1 : -1);
const base = (id: string): string => blurDef(id) + toothGrad(id);

export const examinationArt = (id: string, r: Rand): Art => checkupArt(id, r);

/** NHS treatment: a tooth with a caring heart and a short checklist card. */
export function nhsArt(id: string, r: Rand): Art {
  const s = side(r);
  const card =
    `<g transform="translate(${170 * s} 70) rotate(${6 * s})"><rect x="-74" y="-96" width="148" height="192" rx="16" fill="#ffffff" fill-opacity="0.9"/>` +
    [-50, 0, 50]
      .map((y) => `<circle cx="-40" cy="${y}" r="12" fill="${C.sage}"/><path d="M-18 ${y} H46" stroke="${C.skyBlue}" stroke-width="10" stroke-linecap="round"/>`)
      .join('') +
    '</g>';
  return {
    defs: base(id),
    body:
      `<g transform="translate(${-80 * s} 0)">${shadow(id, 140, 220, 0.14)}</g>` +
      card +
      tooth(-80 * s, 20, 320, `fill="url(#${id}-tooth)"`) +
      badge(-200 * s, -170, 52, C.white, heart(1.25, C.roseGold)) +
      sparkle(60 * s, -200, 22, C.white, 0.85),
  };
}

/** Fillings: a tooth with a small tooth-coloured filling and the instrument that shapes it. */
export function fillingArt(id: string, r: Rand): Art {
  const s = side(r);
  const filling =
    `<path d="M38 16 C42 24 46 28 50 28 C54 28 58 24 62 16 C60 30 56 36 50 36 C44 36 40 30 38 16 Z" fill="#e9dfd2"/>` +
    `<circle cx="50" cy="27" r="5" fill="#f7f1e8"/>`;
  const tool =
    `<g transform="translate(${150 * s} -130) rotate(${-35 * s})"><rect x="-8" y="-10" width="16" height="230" rx="8" fill="${C.deep}"/>` +
    `<rect x="-5" y="-70" width="10" height="64" rx="5" fill="#c9d3e0"/><circle cx="0" cy="-74" r="11" fill="#c9d3e0"/></g>`;
  return {
    defs: base(id),
    body:
      shadow(id, 150, 215, 0.15) +
      toothWith(-40 * s, 10, 340, `url(#${id}-tooth)`, filling) +
      tool +
      badge(-220 * s, -160, 30, '#e9dfd2', `<circle r="12" fill="#f7f1e8"/>`) +
      sparkle(200 * s, 150, 20, C.white, 0.8),
  };
}

/** White composite fillings: a back tooth with a white filling and a capsule of composite. */
export function whiteFillingArt(id: string, r: Rand): Art {
  const s = side(r);
  const filling = `<path d="M30 16 C36 24 42 30 50 30 C58 30 64 24 70 16 C68 34 60 40 50 40 C40 40 32 34 30 16 Z" fill="#f5f1ea" stroke="#e2d8ca" stroke-width="1.5"/>`;
  const capsule =
    `<g transform="translate(${180 * s} -40) rotate(${28 * s})">` +
    `<rect x="-30" y="-120" width="60" height="170" rx="26" fill="#ffffff" fill-opacity="0.92"/>` +
    `<rect x="-30" y="-40" width="60" height="90" rx="26" fill="#f1e8dc"/>` +
    `<path d="M-12 50 L12 50 L6 100 Q0 110 -6 100 Z" fill="#ffffff"/>` +
    `<rect x="-30" y="-70" width="60" height="12" fill="${C.skyBlue}"/></g>`;
  return {
    defs: base(id),
    body:
      shadow(id, 150, 215, 0.15) +
      toothWith(-70 * s, 10, 330, `url(#${id}-tooth)`, filling) +
      capsule +
      sparkle(-220 * s, -170, 28, C.white, 0.9) +
      sparkle(-150 * s, -215, 12, C.white, 0.7),
  };
}

/** Removable dentures: a full denture seen from above. */
export function dentureArt(id: string, r: Rand): Art {
  const tilt = (r() - 0.5) * 10;
  return {
    defs: blurDef(id),
    body:
      shadow(id, 220, 230, 0.14) +
      `<g transform="translate(0 110) rotate(${n(tilt)})">${dentureArch(190, 215, 92, C.rose, '#ffffff')}</g>` +
      sparkle(220, -200, 28, C.white, 0.9) +
      sparkle(-240, -140, 14, C.white, 0.7),
  };
}

/** Crowns: the cap lifted above its prepared tooth. */
export function crownArt(id: string, r: Rand): Art {
  const s = side(r);
  const axis = `<path d="M${-180 * s} -160 V190" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="4 12" stroke-linecap="round"/>`;
  return {
    defs: base(id),
    body:
      gumBand(id, 120, '#ffffff', 0.22) +
      axis +
      liftedCrown(`${id}-c`, 0, 40, 330, 44, `url(#${id}-tooth)`) +
      `<g transform="translate(${-180 * s} -60)">${sparkle(0, 0, 30, C.white, 0.9)}</g>` +
      sparkle(200 * s, -180, 16, C.white, 0.8),
  };
}

/** Three crowns in a row, joined: the middle one sits on the gum where a tooth was lost. */
function bridgeRow(id: string, h: number): string {
  const w = h * 0.88;
  const crownClip = `<clipPath id="${id}-cr"><rect x="0" y="0" width="100" height="58"/></clipPath>`;
  const unit = (x: number, full: boolean): string =>
    `<g transform="${toothFrame(x, 0, h)}">` +
    (full ? `<path d="${TOOTH_PATH}" fill="url(#${id}-tooth)"/>` : `<path d="${TOOTH_PATH}" fill="url(#${id}-tooth)" clip-path="url(#${id}-cr)"/><path d="M19 56 Q50 66 81 56" fill="none" stroke="#e6eef0" stroke-width="4"/>`) +
    '</g>';
  const links = [-w / 2, w / 2].map((x) => `<rect x="${n(x - 22)}" y="${n(-h * 0.22)}" width="44" height="${n(h * 0.22)}" rx="12" fill="#ffffff"/>`).join('');
  return crownClip + links + unit(-w * 0.98, true) + unit(0, false) + unit(w * 0.98, true);
}

export function bridgeArt(id: string, r: Rand): Art {
  return {
    defs: base(id),
    body:
      gumBand(id, 40, '#ffffff', 0.2, 700) +
      `<g transform="translate(0 -10)">${bridgeRow(id, 200)}</g>` +
      sparkle(side(r) * 210, -190, 28, C.white, 0.9) +
      sparkle(-side(r) * 230, -150, 14, C.white, 0.7),
  };
}

/** Root canal treatment: the canals inside a tooth, cleaned and sealed. */
export function rootCanalArt(id: string, r: Rand): Art {
  const s = side(r);
  const canals =
    `<path d="M38 44 C38 34 62 34 62 44 C62 50 56 52 50 52 C44 52 38 50 38 44 Z" fill="${C.rose}"/>` +
    `<path d="M42 48 C37 62 34 74 33 88 M58 48 C63 62 66 74 67 88" fill="none" stroke="${C.rose}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M42 48 C37 62 34 74 33 88 M58 48 C63 62 66 74 67 88" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="1.6" stroke-linecap="round"/>`;
  return {
    defs: base(id),
    body:
      shadow(id, 150, 220, 0.15) +
      toothWith(0, 20, 370, `url(#${id}-tooth)`, canals) +
      badge(190 * s, -170, 46, C.sageDeep, tick(1)) +
      sparkle(-190 * s, -160, 24, C.white, 0.85),
  };
}

/** Children's dentistry: a big tooth and a little one, with a star sticker. */
export function childrenArt(id: string, r: Rand): Art {
  const s = side(r);
  const star = (x: number, y: number, rad: number, fill: string): string => {
    const pts = Array.from({ length: 10 }, (_, i) => {
      const a = (Math.PI / 5) * i - Math.PI / 2;
      const d = i % 2 === 0 ? rad : rad * 0.48;
      return `${n(x + Math.cos(a) * d)} ${n(y + Math.sin(a) * d)}`;
    });
    return `<path d="M${pts.join(' L')} Z" fill="${fill}" stroke="${fill}" stroke-width="${n(rad * 0.18)}" stroke-linejoin="round"/>`;
  };
  return {
    defs: base(id),
    body:
      shadow(id, 220, 220, 0.14) +
      tooth(-70 * s, 10, 330, `fill="url(#${id}-tooth)"`) +
      tooth(140 * s, 90, 190, `fill="url(#${id}-tooth)"`) +
      `<circle cx="${185 * s}" cy="-120" r="58" fill="#ffffff" fill-opacity="0.9"/>` +
      star(185 * s, -118, 38, '#f0c98a') +
      sparkle(-230 * s, -160, 20, C.white, 0.85),
  };
}

/** Fissure sealants: a back tooth under a protective shield. */
export function sealantArt(id: string, r: Rand): Art {
  const s = side(r);
  const seal = `<path d="M20 20 C30 12 40 14 50 20 C60 14 70 12 80 20" fill="none" stroke="${C.skyBlue}" stroke-width="7" stroke-linecap="round"/>`;
  return {
    defs: base(id),
    body:
      shadow(id, 150, 220, 0.15) +
      toothWith(-60 * s, 20, 330, `url(#${id}-tooth)`, seal) +
      `<g transform="translate(${165 * s} -110)">${shield(150, C.white, 'fill-opacity="0.92"')}<g transform="translate(0 -4)">${tick(1.3, C.sageDeep)}</g></g>` +
      sparkle(200 * s, 120, 20, C.white, 0.85),
  };
}

/** Teeth grinding: a night guard, seen from above, under a crescent moon. */
export function grindingArt(id: string, r: Rand): Art {
  const s = side(r);
  const guard = aligner(180, 190, 118, { edge: C.white, tray: C.white, trayOpacity: 0.5, tooth: C.white, maskId: `${id}-m` }, 12);
  return {
    defs: blurDef(id),
    body:
      shadow(id, 200, 240, 0.14) +
      `<g transform="translate(${-30 * s} 120) rotate(${n(-6 * s)})">${guard}</g>` +
      `<g transform="translate(${170 * s} -190) scale(${s} 1)">${moon(58, '#f6efd9')}</g>` +
      sparkle(60 * s, -230, 16, C.white, 0.85) +
      sparkle(-200 * s, -190, 10, C.white, 0.7) +
      sparkle(250 * s, -60, 9, C.white, 0.6),
  };
}

/** Wisdom tooth extraction: a wisdom tooth leaning against its neighbour at the back of the jaw. */
export function wisdomArt(id: string, r: Rand): Art {
  const s = side(r);
  return {
    defs: base(id),
    body:
      gumBand(id, 60, '#ffffff', 0.2) +
      tooth(-120 * s, -10, 280, `fill="#ffffff" fill-opacity="0.35"`) +
      `<g transform="rotate(${n(-26 * s)} ${110 * s} 40)">${tooth(110 * s, 40, 290, `fill="url(#${id}-tooth)"`)}</g>` +
      `<path d="M${50 * s} -200 A150 150 0 0 ${s > 0 ? 1 : 0} ${220 * s} -120" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 18"/>` +
      sparkle(-230 * s, -190, 24, C.white, 0.85),
  };
}

/** Extractions: a tooth eased out of a dashed socket. */
export function extractionArt(id: string, r: Rand): Art {
  const s = side(r);
  const socket = `<g transform="${toothFrame(0, 60, 300)}"><path d="${TOOTH_PATH}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2.2" stroke-dasharray="2 5" stroke-linecap="round"/></g>`;
  return {
    defs: base(id),
    body:
      gumBand(id, 40, '#ffffff', 0.2) +
      socket +
      `<g transform="translate(0 -70) rotate(${n(8 * s)})">${tooth(0, 0, 300, `fill="url(#${id}-tooth)"`)}</g>` +
      `<g transform="translate(${-210 * s} 110)">${sprig(1.3, C.sage, C.sageDeep)}</g>` +
      sparkle(210 * s, -190, 22, C.white, 0.85),
  };
}

/** Inhalation sedation: calm leaves and the gentle lines of slow breathing. */
export function sedationArt(id: string, r: Rand): Art {
  const calm = calmArt(id, () => 0.3);
  const s = side(r);
  const breath = [0, 1, 2]
    .map((i) => `<path d="M${-250 * s} ${-150 + i * 40} C${-180 * s} ${-180 + i * 40} ${-120 * s} ${-120 + i * 40} ${-60 * s} ${-150 + i * 40}" fill="none" stroke="#ffffff" stroke-opacity="${n(0.8 - i * 0.2)}" stroke-width="7" stroke-linecap="round"/>`)
    .join('');
  return { defs: calm.defs, body: calm.body + breath };
}

/** CBCT scanning: a magnifier over a tooth and its implant site, on a scan grid. */
export function cbctArt(id: string, r: Rand): Art {
  const s = side(r);
  const grid: string[] = [];
  for (let i = -4; i <= 4; i += 1) {
    grid.push(`<path d="M${i * 60} -280 V280 M-280 ${i * 60} H280" stroke="#ffffff" stroke-opacity="0.14" stroke-width="2"/>`);
  }
  const rings = [90, 150, 210].map((rad) => `<circle r="${rad}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3" stroke-dasharray="6 10"/>`).join('');
  return {
    defs: base(id),
    body:
      grid.join('') +
      rings +
      tooth(-40 * s, 10, 300, `fill="#ffffff" fill-opacity="0.88"`) +
      `<g transform="translate(${60 * s} -40)">${magnifier(110, '#ffffff', C.navy, '#ffffff', 0.2)}</g>` +
      `<path d="M${-230 * s} -90 H${-150 * s} M${-230 * s} -60 H${-180 * s}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="6" stroke-linecap="round"/>` +
      sparkle(200 * s, -200, 18, C.white, 0.8),
  };
}

/** A tooth, a leaf and a calendar: the routine visit. Kept for unlisted general pages. */
export function generalFallbackArt(id: string, r: Rand): Art {
  const s = side(r);
  return {
    defs: base(id),
    body:
      shadow(id, 150, 215, 0.15) +
      tooth(-50 * s, 10, 330, `fill="url(#${id}-tooth)"`) +
      `<g transform="translate(${170 * s} -120)">${calendar(120, '#ffffff', C.sageDeep, 5)}</g>` +
      `<path transform="translate(${110 * s} 150) rotate(${30 * s})" d="${leafPath(130, 60)}" fill="${C.sage}"/>`,
  };
}
