/** Shared pieces for the editorial illustrations. */
import { C, n } from './palette';

export interface Art {
  defs: string;
  body: string;
}

export type Rand = () => number;

export const shadow = (id: string, w: number, y: number, opacity = 0.18): string =>
  `<ellipse cx="0" cy="${y}" rx="${w}" ry="${n(w * 0.12)}" fill="${C.navy}" fill-opacity="${opacity}" filter="url(#${id}-blur)"/>`;

export const blurDef = (id: string): string =>
  `<filter id="${id}-blur" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>`;

export const toothGrad = (id: string): string =>
  `<linearGradient id="${id}-tooth" x1="0.2" y1="0" x2="0.9" y2="1"><stop offset="0" stop-color="#ffffff"/>` +
  `<stop offset="0.55" stop-color="#ffffff"/><stop offset="1" stop-color="#e6eef0"/></linearGradient>`;

/** Pick one of several illustrations for a post, from its seeded random stream. */
export function variants(...arts: readonly ((id: string, r: Rand) => Art)[]): (id: string, r: Rand) => Art {
  return (id, r) => {
    const art = arts[Math.floor(r() * arts.length) % arts.length];
    if (!art) throw new Error('variants() needs at least one illustration');
    return art(id, r);
  };
}
