/**
 * The homepage banner's "studio": a soft backdrop, a table top with a reflection, out-of-focus
 * light and leaves. A subject is placed on the table; depth of field and soft shadows give the
 * flat vector shapes a calm, photographic feel. No text anywhere.
 */
import { leafPath } from './icons';
import { n, rng } from './palette';

export const BANNER_W = 1600;
export const BANNER_H = 640;
/** Where subjects stand: on the table, in the right-hand third. */
export const STAGE = { x: 1130, y: 452 } as const;

export interface Mood {
  /** Backdrop top and bottom. */
  wall: readonly [string, string];
  /** Table top, near and far. */
  table: readonly [string, string];
  /** Colour of the out-of-focus light and leaves. */
  glow: string;
  leaf: string;
  seed: number;
}

export interface Subject {
  defs: string;
  /** Drawn around (0,0) = the point where it touches the table. */
  body: string;
  /** Half-width of its footprint, for the contact shadow. */
  footprint: number;
}

export function sceneDefs(m: Mood): string {
  return (
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${m.wall[0]}"/><stop offset="1" stop-color="${m.wall[1]}"/></linearGradient>` +
    `<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${m.table[1]}"/><stop offset="1" stop-color="${m.table[0]}"/></linearGradient>` +
    `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="0.42" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.62" stop-color="#ffffff" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="key"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<filter id="far" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="16"/></filter>` +
    `<filter id="mid" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>` +
    `<filter id="soft" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="12"/></filter>` +
    `<filter id="reflect" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3.5"/></filter>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>` +
    `<mask id="reflectMask" maskUnits="userSpaceOnUse" x="0" y="${STAGE.y}" width="${BANNER_W}" height="${BANNER_H - STAGE.y}">` +
    `<rect x="0" y="${STAGE.y}" width="${BANNER_W}" height="160" fill="url(#fade)"/></mask>`
  );
}

/** Out-of-focus discs of light behind the subject. */
function bokeh(m: Mood): string {
  const r = rng(m.seed);
  const out: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const x = 720 + r() * 860;
    const y = 40 + r() * 320;
    const rad = 18 + r() * 54;
    const colour = i % 3 === 0 ? m.glow : '#ffffff';
    out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(rad)}" fill="${colour}" fill-opacity="${n(0.18 + r() * 0.3)}"/>`);
  }
  return `<g filter="url(#mid)">${out.join('')}</g>`;
}

/** A blurred sprig of leaves at the frame's edge, as if close to the lens. */
function foliage(m: Mood): string {
  const leaves = [
    [1540, 300, -28, 260],
    [1500, 250, -52, 210],
    [1580, 380, -8, 230],
    [1460, 330, -70, 170],
  ]
    .map(([x, y, a, len]) => `<path transform="translate(${x} ${y}) rotate(${a})" d="${leafPath(len ?? 200, (len ?? 200) * 0.42)}" fill="${m.leaf}"/>`)
    .join('');
  return `<g filter="url(#far)" opacity="0.75">${leaves}<path d="M1600 470 C1540 400 1500 330 1470 250" stroke="${m.leaf}" stroke-width="8" fill="none"/></g>`;
}

export function sceneSvg(m: Mood, subject: Subject): string {
  const place = `translate(${STAGE.x} ${STAGE.y})`;
  return [
    `<rect width="${BANNER_W}" height="${BANNER_H}" fill="url(#wall)"/>`,
    `<circle cx="${STAGE.x}" cy="170" r="420" fill="url(#key)"/>`,
    bokeh(m),
    // The table top: a far edge softened by depth of field, then the near surface.
    `<rect x="0" y="${STAGE.y - 40}" width="${BANNER_W}" height="${BANNER_H - STAGE.y + 40}" fill="url(#table)"/>`,
    `<rect x="0" y="${STAGE.y - 46}" width="${BANNER_W}" height="12" fill="#ffffff" fill-opacity="0.55" filter="url(#mid)"/>`,
    // Reflection of the subject in the glossy table, fading away.
    `<g mask="url(#reflectMask)"><g opacity="0.3" filter="url(#reflect)" transform="${place} scale(1 -0.55)">${subject.body}</g></g>`,
    `<ellipse cx="${STAGE.x}" cy="${STAGE.y + 4}" rx="${subject.footprint}" ry="${n(subject.footprint * 0.1)}" fill="#1f2a44" fill-opacity="0.22" filter="url(#soft)"/>`,
    `<g transform="${place}">${subject.body}</g>`,
    foliage(m),
    // The left side stays calm and light so the slide's text card reads over it.
    `<rect width="${BANNER_W}" height="${BANNER_H}" fill="url(#calm)"/>`,
  ].join('');
}
