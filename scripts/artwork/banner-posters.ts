/**
 * Poster frames for the click-to-load videos (960x540, no text, no play button: the page
 * draws the button). The names match src/components/sections/videos.ts.
 */
import { BANNER_H, BANNER_W, type Mood, STAGE, sceneDefs, sceneSvg } from './banner-scene';
import { alignersSubject } from './banner-subjects';
import { hair, type HairStyle } from './hair';
import { aligner, sparkle } from './icons';
import { svgDoc } from './palette';
import { writeArt } from './render';

const W = 960;
const H = 540;

function studioPoster(mood: Mood, dx: number): string {
  const subject = alignersSubject();
  const w = 1120;
  const h = (w * H) / W;
  const x = Math.min(BANNER_W - w, STAGE.x - w / 2 + dx);
  const view = `${x} ${Math.max(0, Math.min(BANNER_H - h, STAGE.y - h + 120))} ${w} ${h}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="${view}"><defs>${sceneDefs(mood) + subject.defs}</defs>${sceneSvg(mood, subject)}</svg>`;
}

/** The iTero scan: a wand beside a screen where the 3D model of the teeth builds up. */
function scanPoster(): string {
  const defs =
    `<linearGradient id="room" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef1fb"/><stop offset="1" stop-color="#c9d0f0"/></linearGradient>` +
    `<linearGradient id="screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3657"/><stop offset="1" stop-color="#1f2a44"/></linearGradient>` +
    `<linearGradient id="wand" x1="0" x2="1"><stop offset="0" stop-color="#d8dde8"/><stop offset="0.5" stop-color="#ffffff"/><stop offset="1" stop-color="#b9c1d2"/></linearGradient>` +
    `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`;
  const model = aligner(150, 160, 70, { edge: '#9aa7e6', tray: '#4a5fc1', trayOpacity: 0.35, tooth: '#ffffff' }, 12);
  const grid = Array.from({ length: 9 }, (_, i) => `<path d="M${330 + i * 40} 120 V400" stroke="#9aa7e6" stroke-opacity="0.14"/>`).join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#room)"/>`,
    `<g filter="url(#blur)"><circle cx="120" cy="110" r="70" fill="#ffffff" fill-opacity="0.6"/><circle cx="860" cy="90" r="50" fill="#9aa7e6" fill-opacity="0.4"/><circle cx="90" cy="430" r="90" fill="#a9cbbd" fill-opacity="0.5"/></g>`,
    `<rect x="300" y="96" width="440" height="330" rx="26" fill="#34406a"/>`,
    `<rect x="316" y="112" width="408" height="298" rx="16" fill="url(#screen)"/>`,
    grid,
    `<g transform="translate(520 340) scale(1 0.82)">${model}</g>`,
    `<path d="M420 430 L620 430 L650 470 L390 470 Z" fill="#c9d0f0"/>`,
    // The wand, held at an angle in front of the screen.
    `<g transform="translate(760 300) rotate(-32)"><rect x="-26" y="-40" width="52" height="260" rx="26" fill="url(#wand)"/>` +
      `<rect x="-18" y="-150" width="36" height="130" rx="14" fill="url(#wand)"/><rect x="-10" y="-146" width="20" height="26" rx="6" fill="#4a5fc1" fill-opacity="0.7"/>` +
      `<rect x="-4" y="40" width="8" height="60" rx="4" fill="#4a5fc1"/></g>`,
    sparkle(300, 80, 18, '#ffffff', 0.9),
  ];
  return svgDoc(W, H, body.join(''), defs);
}

interface Patient {
  skin: string;
  shade: string;
  hair: string;
  style: HairStyle;
  top: string;
  bg: readonly [string, string];
}

/** A patient talking to camera: soft background, head and shoulders, a relaxed smile. */
function patientPoster(p: Patient): string {
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>` +
    `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>`;
  const h = hair(p.style, p.hair);
  const person = [
    h.back,
    `<path d="M206 290 L274 290 L278 356 L240 400 L202 356 Z" fill="${p.shade}"/>`,
    `<path d="M40 560 C40 420 100 372 180 360 L202 356 Q240 392 278 356 L300 360 C380 372 440 420 440 560 Z" fill="${p.top}"/>`,
    `<ellipse cx="162" cy="236" rx="15" ry="22" fill="${p.shade}"/><ellipse cx="318" cy="236" rx="15" ry="22" fill="${p.shade}"/>`,
    `<path d="M162 222 C162 160 196 128 240 128 C284 128 318 160 318 222 C318 278 284 318 240 318 C196 318 162 278 162 222 Z" fill="${p.skin}"/>`,
    `<path d="M200 230 Q211 222 222 230 M258 230 Q269 222 280 230" fill="none" stroke="#2b2430" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M240 238 Q236 256 241 262" fill="none" stroke="${p.shade}" stroke-width="4" stroke-linecap="round"/>`,
    // A broad smile showing straight teeth: the point of every story.
    `<path d="M210 272 Q240 306 270 272 Z" fill="#ffffff" stroke="#9c4f45" stroke-width="4" stroke-linejoin="round"/>`,
    `<ellipse cx="196" cy="262" rx="14" ry="8" fill="#e8857a" fill-opacity="0.2"/><ellipse cx="284" cy="262" rx="14" ry="8" fill="#e8857a" fill-opacity="0.2"/>`,
    h.front,
  ].join('');
  const body = [
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<g filter="url(#blur)"><rect x="40" y="60" width="220" height="300" rx="20" fill="#ffffff" fill-opacity="0.45"/><circle cx="820" cy="140" r="90" fill="#ffffff" fill-opacity="0.5"/><circle cx="760" cy="420" r="70" fill="#7fa99b" fill-opacity="0.35"/></g>`,
    // Off-centre, so the play button in the middle never covers a face.
    `<g transform="translate(440 30) scale(1.1)">${person}</g>`,
    sparkle(180, 120, 22, '#ffffff', 0.9),
  ];
  return svgDoc(W, H, body.join(''), defs);
}

const PATIENTS: Record<string, Patient> = {
  'story-priya': { skin: '#c48a62', shade: '#a87250', hair: '#1e1b1d', style: 'bob', top: '#5f8a7b', bg: ['#f4efe6', '#e6d9c4'] },
  'story-marcus': { skin: '#f2c9ad', shade: '#e2ad8e', hair: '#5a3a22', style: 'crop', top: '#4a5fc1', bg: ['#eef1fb', '#c9d0f0'] },
  'story-ella': { skin: '#f5d2b8', shade: '#e6b698', hair: '#d9b26f', style: 'bun', top: '#c99a84', bg: ['#e3efe9', '#b9d4c8'] },
  'story-david': { skin: '#7a4a2e', shade: '#633a23', hair: '#17120f', style: 'short', top: '#1f2a44', bg: ['#f6f1f8', '#d9cfe6'] },
};

export async function posters(): Promise<void> {
  const warm: Mood = { wall: ['#fbf4ec', '#ecd6c6'], table: ['#fdf9f4', '#efe1d3'], glow: '#e7c2b3', leaf: '#9cbf9f', seed: 5 };
  const cool: Mood = { wall: ['#eef0fb', '#c9d0f0'], table: ['#f7f8fd', '#dde2f6'], glow: '#9aa7e6', leaf: '#7fa99b', seed: 8 };
  await writeArt('media/video/how-invisalign-works.webp', studioPoster(cool, -60), { quality: 76 });
  await writeArt('media/video/living-with-aligners.webp', studioPoster(warm, 40), { quality: 76 });
  await writeArt('media/video/digital-scan.webp', scanPoster(), { quality: 78 });
  for (const [name, patient] of Object.entries(PATIENTS)) {
    await writeArt(`media/video/${name}.webp`, patientPoster(patient), { quality: 78 });
  }
}
