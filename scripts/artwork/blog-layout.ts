/** Background layers for blog images: the halo behind the illustration and open-side texture. */
import type { Art } from './motifs';
import { lerp, n, pick } from './palette';
import { sparkle } from './icons';

export const W = 1200;
export const H = 800;

export interface Theme {
  stops: readonly [string, string, string];
  glow: string;
  accent: string;
  art: (id: string, r: () => number) => Art;
}

export type Layout = 'centre' | 'left' | 'right';

/** The soft shape the illustration sits on: a disc, an arched window or a rounded square. */
export function halo(cx: number, cy: number, theme: Theme, r: () => number): string {
  const glow = `<circle cx="${n(cx)}" cy="${n(cy)}" r="430" fill="url(#glow)"/>`;
  const shape = pick(['disc', 'arch', 'square'] as const, r());
  const fill = `fill="${theme.accent}" fill-opacity="0.17"`;
  if (shape === 'disc') return glow + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(lerp(300, 330, r()))}" ${fill}/>`;
  if (shape === 'arch') {
    const w = 300;
    const top = cy - 340;
    return (
      glow +
      `<path d="M${n(cx - w)} ${H} L${n(cx - w)} ${n(top + w)} A${w} ${w} 0 0 1 ${n(cx + w)} ${n(top + w)} L${n(cx + w)} ${H} Z" ${fill}/>`
    );
  }
  const rot = lerp(-10, 10, r());
  return (
    glow +
    `<rect x="${n(cx - 290)}" y="${n(cy - 290)}" width="580" height="580" rx="120" ${fill} ` +
    `transform="rotate(${n(rot)} ${n(cx)} ${n(cy)})"/>`
  );
}

/** Editorial texture on the open side: an orbit arc plus dots, rings or sparkles. */
export function texture(cx: number, cy: number, layout: Layout, theme: Theme, r: () => number): string {
  const out: string[] = [];
  const arcR = lerp(360, 390, r());
  const start = r() * Math.PI * 2;
  const end = start + lerp(1.6, 2.6, r());
  out.push(
    `<path d="M${n(cx + Math.cos(start) * arcR)} ${n(cy + Math.sin(start) * arcR)} A${n(arcR)} ${n(arcR)} 0 0 1 ` +
      `${n(cx + Math.cos(end) * arcR)} ${n(cy + Math.sin(end) * arcR)}" fill="none" stroke="${theme.accent}" ` +
      'stroke-opacity="0.55" stroke-width="3" stroke-linecap="round" stroke-dasharray="2 14"/>',
  );
  const ox = layout === 'left' ? lerp(900, 1010, r()) : layout === 'right' ? lerp(90, 190, r()) : pick([90, 1000], r());
  const oy = lerp(90, 560, r());
  const kind = pick(['dots', 'rings', 'sparkles'] as const, r());
  if (kind === 'dots') {
    for (let i = 0; i < 25; i += 1) {
      out.push(`<circle cx="${n(ox + (i % 5) * 26)}" cy="${n(oy + Math.floor(i / 5) * 26)}" r="3.2" fill="${theme.accent}" fill-opacity="0.5"/>`);
    }
  } else if (kind === 'rings') {
    for (let i = 0; i < 3; i += 1) {
      out.push(`<circle cx="${n(ox + 50)}" cy="${n(oy + 50)}" r="${24 + i * 26}" fill="none" stroke="${theme.accent}" stroke-opacity="${n(0.5 - i * 0.12)}" stroke-width="3"/>`);
    }
  } else {
    for (let i = 0; i < 3; i += 1) {
      out.push(sparkle(ox + lerp(0, 120, r()), oy + i * 60 + lerp(0, 30, r()), lerp(8, 18, r()), theme.accent, 0.7));
    }
  }
  out.push(sparkle(layout === 'right' ? lerp(140, 300, r()) : lerp(900, 1080, r()), lerp(110, 220, r()), 16, theme.accent, 0.7));
  return out.join('');
}

