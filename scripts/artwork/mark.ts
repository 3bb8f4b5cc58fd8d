/**
 * The Larkspur mark: a rounded tooth in larkspur blue-violet holding a white
 * larkspur flower spike with a pair of sage leaves. Drawn in a 100x100 box.
 */
import { C, n } from './palette';

export const TOOTH_PATH =
  'M50 17 C41 10 26 9 19 18 C11 28 13 44 19 56 C23 64 24 75 27 85 ' +
  'C29 93 37 95 40 87 C42 79 43 69 50 69 C57 69 58 79 60 87 C63 95 71 93 73 85 ' +
  'C76 75 77 64 81 56 C87 44 89 28 81 18 C74 9 59 10 50 17 Z';

/** A single teardrop petal pointing up, base at (0,0), length `len`. */
function petal(len: number, width: number): string {
  const w = width / 2;
  return (
    `M0 0 C${n(-w * 1.25)} ${n(-len * 0.3)} ${n(-w)} ${n(-len * 0.85)} 0 ${n(-len)} ` +
    `C${n(w)} ${n(-len * 0.85)} ${n(w * 1.25)} ${n(-len * 0.3)} 0 0 Z`
  );
}

/** Flower spike: pairs of petals splaying from a stem, smaller towards the tip. */
export function spike(petalFill: string, stemStroke: string, leafFill: string): string {
  const parts: string[] = [];
  parts.push(
    `<path d="M50 66 C50 54 50 40 50 24" fill="none" stroke="${stemStroke}" stroke-width="2.6" stroke-linecap="round"/>`,
  );
  // Leaves at the base of the spike.
  parts.push(
    `<path transform="translate(50 64) rotate(-58)" d="${petal(15, 7)}" fill="${leafFill}"/>`,
    `<path transform="translate(50 64) rotate(58)" d="${petal(15, 7)}" fill="${leafFill}"/>`,
  );
  const tiers = [
    { y: 53, len: 13, w: 11, a: 60 },
    { y: 43, len: 11.5, w: 10, a: 50 },
    { y: 34.5, len: 10, w: 8.5, a: 40 },
  ];
  for (const t of tiers) {
    parts.push(
      `<path transform="translate(50 ${t.y}) rotate(${-t.a})" d="${petal(t.len, t.w)}" fill="${petalFill}"/>`,
      `<path transform="translate(50 ${t.y}) rotate(${t.a})" d="${petal(t.len, t.w)}" fill="${petalFill}"/>`,
    );
  }
  // The bud at the tip.
  parts.push(`<path transform="translate(50 29)" d="${petal(10, 6.5)}" fill="${petalFill}"/>`);
  return parts.join('');
}

/** Mark drawn in a 100x100 coordinate box; `id` keeps gradient ids unique per document. */
export function markGroup(id = 'mk'): { defs: string; body: string } {
  const defs =
    `<linearGradient id="${id}-g" x1="0.15" y1="0" x2="0.85" y2="1">` +
    `<stop offset="0" stop-color="${C.larkspur}"/><stop offset="1" stop-color="${C.deep}"/></linearGradient>`;
  const body =
    `<path d="${TOOTH_PATH}" fill="url(#${id}-g)"/>` +
    spike(C.white, C.white, '#bfe0d3');
  return { defs, body };
}

/** Place the mark at (x, y) with the given edge length. */
export function placeMark(x: number, y: number, size: number, id = 'mk'): { defs: string; body: string } {
  const g = markGroup(id);
  return { defs: g.defs, body: `<g transform="translate(${n(x)} ${n(y)}) scale(${n(size / 100)})">${g.body}</g>` };
}

/** Standalone SVG of the mark for favicon use. */
export function markSvg(): string {
  const g = markGroup('m');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="4 6 92 92">' +
    `<title>Larkspur Dental Care</title><defs>${g.defs}</defs>${g.body}</svg>`
  );
}
