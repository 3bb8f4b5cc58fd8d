/** Friendly flat-illustration portrait avatars for the clinical team (480x480, no text). */
import { C, svgDoc } from './palette';
import { hair, type HairStyle } from './hair';
import { writeArt } from './render';

const S = 480;

interface Person {
  slug: string;
  skin: string;
  skinShade: string;
  hairColour: string;
  style: HairStyle;
  tunic: string;
  trim: string;
  bg: readonly [string, string];
  glasses?: boolean;
  beard?: boolean;
}

const PEOPLE: readonly Person[] = [
  { slug: 'eleanor-marsh', skin: '#f2c9ad', skinShade: '#e2ad8e', hairColour: '#8a4b2d', style: 'bob', tunic: C.navy, trim: '#3b4a6e', bg: ['#e3efe9', '#c9e0d6'] },
  { slug: 'rohan-mehta', skin: '#c48a62', skinShade: '#a87250', hairColour: '#1e1b1d', style: 'short', tunic: C.deep, trim: '#5566b8', bg: ['#f4efe6', '#e8dcc8'], glasses: true },
  { slug: 'sophie-turner', skin: '#f5d2b8', skinShade: '#e6b698', hairColour: '#d9b26f', style: 'bun', tunic: C.sage, trim: '#a4c6b9', bg: ['#eef1fb', '#d6dcf5'] },
  { slug: 'hannah-price', skin: '#f6d5c0', skinShade: '#e8b99c', hairColour: '#5a3a22', style: 'bob', tunic: C.sage, trim: '#a4c6b9', bg: ['#f4efe6', '#e8dcc8'] },
  { slug: 'megan-ellis', skin: '#f0c4a4', skinShade: '#dca584', hairColour: '#b5562d', style: 'bun', tunic: C.sage, trim: '#a4c6b9', bg: ['#e6eefa', '#c8d8ef'], glasses: true },
  { slug: 'aisha-khan', skin: '#b07a55', skinShade: '#956443', hairColour: '#1b1512', style: 'bun', tunic: C.navy, trim: '#3b4a6e', bg: ['#e3efe9', '#c9e0d6'] },
  { slug: 'laura-bennett', skin: '#f3ccb2', skinShade: '#e2b094', hairColour: '#3b2a22', style: 'bob', tunic: C.deep, trim: '#5566b8', bg: ['#eef1fb', '#d6dcf5'], glasses: true },
  { slug: 'chloe-adams', skin: '#e9b894', skinShade: '#d49b76', hairColour: '#c9a25e', style: 'bun', tunic: C.larkspur, trim: '#7d8ddb', bg: ['#f4efe6', '#e8dcc8'] },
  { slug: 'daniel-okafor', skin: '#7a4a2e', skinShade: '#633a23', hairColour: '#17120f', style: 'crop', tunic: C.larkspur, trim: '#7d8ddb', bg: ['#e6eefa', '#c8d8ef'], beard: true },
];

const HEAD = 'M162 222 C162 160 196 128 240 128 C284 128 318 160 318 222 C318 278 284 318 240 318 C196 318 162 278 162 222 Z';

function face(p: Person): string {
  const ink = '#2b2430';
  const brow = p.hairColour === '#d9b26f' ? '#a07a45' : p.hairColour;
  const parts = [
    `<ellipse cx="211" cy="232" rx="7" ry="8" fill="${ink}"/>`,
    `<ellipse cx="269" cy="232" rx="7" ry="8" fill="${ink}"/>`,
    `<circle cx="213.5" cy="229.5" r="2.2" fill="#fff"/><circle cx="271.5" cy="229.5" r="2.2" fill="#fff"/>`,
    `<path d="M196 212 Q211 203 225 209" fill="none" stroke="${brow}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M255 209 Q269 203 284 212" fill="none" stroke="${brow}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M240 238 Q236 256 241 262" fill="none" stroke="${p.skinShade}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M218 280 Q240 298 262 280" fill="none" stroke="#9c4f45" stroke-width="5" stroke-linecap="round"/>`,
    `<ellipse cx="196" cy="262" rx="14" ry="8" fill="#e8857a" fill-opacity="0.18"/>`,
    `<ellipse cx="284" cy="262" rx="14" ry="8" fill="#e8857a" fill-opacity="0.18"/>`,
  ];
  if (p.glasses) {
    parts.push(
      `<g fill="none" stroke="${C.navy}" stroke-width="4"><rect x="189" y="215" width="44" height="34" rx="12"/>` +
        `<rect x="247" y="215" width="44" height="34" rx="12"/><path d="M233 228 Q240 223 247 228"/>` +
        '<path d="M189 226 L166 222 M291 226 L314 222"/></g>',
    );
  }
  return parts.join('');
}

function beard(p: Person): string {
  if (!p.beard) return '';
  return (
    `<path d="M168 252 C174 294 202 322 240 322 C278 322 306 294 312 252 C304 272 294 290 280 296 ` +
    `C270 300 262 304 240 304 C218 304 210 300 200 296 C186 290 176 272 168 252 Z" fill="${p.hairColour}" fill-opacity="0.9"/>` +
    `<path d="M214 272 C224 264 234 266 240 269 C246 266 256 264 266 272 C256 274 248 273 240 275 C232 273 224 274 214 272 Z" fill="${p.hairColour}" fill-opacity="0.9"/>` +
    `<path d="M220 282 Q240 296 260 282" fill="none" stroke="#d9a08a" stroke-width="5" stroke-linecap="round"/>`
  );
}

function personSvg(p: Person): string {
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>`;
  const h = hair(p.style, p.hairColour);
  const body = [
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
    `<circle cx="240" cy="250" r="190" fill="#ffffff" fill-opacity="0.35"/>`,
    h.back,
    // Neck and shoulders in a tunic with a V-neck.
    `<path d="M206 290 L274 290 L278 356 L240 420 L202 356 Z" fill="${p.skinShade}"/>`,
    `<path d="M206 300 Q240 322 274 300 L274 290 L206 290 Z" fill="#000" fill-opacity="0.08"/>`,
    `<path d="M44 480 C44 410 96 372 170 360 L202 356 L240 420 L278 356 L310 360 C384 372 436 410 436 480 Z" fill="${p.tunic}"/>`,
    `<path d="M202 356 L240 420 L278 356" fill="none" stroke="${p.trim}" stroke-width="10" stroke-linejoin="round"/>`,
    `<path d="M132 430 L132 480 M348 430 L348 480" stroke="${p.trim}" stroke-width="4" stroke-opacity="0.6"/>`,
    `<ellipse cx="162" cy="236" rx="15" ry="22" fill="${p.skinShade}"/><ellipse cx="318" cy="236" rx="15" ry="22" fill="${p.skinShade}"/>`,
    `<path d="${HEAD}" fill="${p.skin}"/>`,
    face(p),
    beard(p),
    h.front,
  ];
  return svgDoc(S, S, body.join(''), defs);
}

export async function people(): Promise<void> {
  for (const p of PEOPLE) {
    await writeArt(`media/people/${p.slug}.webp`, personSvg(p), { quality: 82 });
  }
}
