/** The four banner subjects, each standing on the studio table at (0,0). */
import { crownPath } from './aligners-teeth';
import type { Subject } from './banner-scene';
import { aligner, implant, sparkle } from './icons';
import { n } from './palette';

/** Clear aligners lying on the table, with their case out of focus behind. */
export function alignersSubject(): Subject {
  // A clear tray picks up the colour of what is behind it: a cool tint, bright rims, pale teeth.
  const tray = (maskId: string) =>
    aligner(230, 250, 92, { edge: '#ffffff', tray: '#aab5ea', trayOpacity: 0.55, tooth: '#f7f8fe', maskId }, 12);
  const laid = (dx: number, dy: number, rot: number, body: string) =>
    `<g transform="translate(${dx} ${dy}) scale(1 0.46) rotate(${rot})">${body}</g>`;
  const rim = (dx: number, dy: number, rot: number) =>
    `<g transform="translate(${dx} ${dy + 10}) scale(1 0.46) rotate(${rot})" opacity="0.5">${aligner(230, 250, 92, { edge: '#6a7dd6', tray: '#6a7dd6', trayOpacity: 0.4, tooth: '#c9d0f0' }, 12)}</g>`;
  const body =
    // The case, a soft larkspur pebble, sits further back and so is blurred.
    `<g filter="url(#mid)"><rect x="-440" y="-170" width="230" height="130" rx="60" fill="#4a5fc1"/>` +
    `<rect x="-440" y="-170" width="230" height="56" rx="28" fill="#6a7dd6"/><rect x="-430" y="-116" width="210" height="6" rx="3" fill="#34449a" fill-opacity="0.5"/></g>` +
    rim(170, -60, 22) +
    laid(170, -60, 22, tray('tray-back')) +
    rim(-60, 0, -10) +
    laid(-60, 0, -10, tray('tray-front')) +
    sparkle(-170, -190, 22, '#ffffff', 0.95) +
    sparkle(-130, -225, 10, '#ffffff', 0.8);
  return { defs: '', body, footprint: 330 };
}

/** A fanned shade guide with two composite capsules in front: matching a bonding shade. */
export function bondingSubject(): Subject {
  const shades = ['#ead7b8', '#efdfc6', '#f3e7d4', '#f7eee1', '#faf4eb', '#fdfaf5', '#ffffff'];
  const tab = 'M-38 0 L38 0 L38 66 Q38 116 0 116 Q-38 116 -38 66 Z';
  const tabs = shades
    .map((c, i) => {
      const a = -42 + i * 14;
      return (
        `<g transform="rotate(${a})">` +
        `<rect x="-8" y="-250" width="16" height="250" rx="8" fill="#c99a84"/>` +
        `<path transform="translate(0 -350)" d="${tab}" fill="${c}" stroke="#dcc0ae" stroke-width="3"/>` +
        `<path transform="translate(-20 -338)" d="M0 8 Q0 0 8 0 L14 0" stroke="#ffffff" stroke-width="5" stroke-linecap="round" fill="none"/>` +
        '</g>'
      );
    })
    .join('');
  const capsule = (x: number, rot: number, tip: string) =>
    `<g transform="translate(${x} -18) rotate(${rot})"><rect x="-46" y="-13" width="92" height="26" rx="13" fill="#f4f1ec" stroke="#d9cfc4" stroke-width="2"/>` +
    `<rect x="26" y="-13" width="26" height="26" rx="9" fill="${tip}"/><rect x="-38" y="-8" width="50" height="5" rx="2.5" fill="#ffffff"/></g>`;
  const body =
    `<g transform="translate(0 -40) scale(0.95)">${tabs}<circle r="30" fill="#b9826c"/><circle r="12" fill="#f7efe6"/></g>` +
    capsule(-200, -8, '#c99a84') +
    capsule(190, 12, '#e7c2b3') +
    sparkle(210, -330, 26, '#ffffff', 0.95);
  return { defs: '', body, footprint: 300 };
}

const metal =
  `<linearGradient id="metal" x1="0" x2="1"><stop offset="0" stop-color="#98a6b7"/><stop offset="0.45" stop-color="#f2f5f8"/><stop offset="1" stop-color="#7f8ea1"/></linearGradient>` +
  `<linearGradient id="crown" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe6ee"/></linearGradient>`;

/** A titanium implant with its crown, like a product photograph; a second one behind. */
export function implantSubject(): Subject {
  const colours = { crown: 'url(#crown)', metal: 'url(#metal)', thread: '#6f7e92' };
  const tall = 296;
  const body =
    `<g filter="url(#mid)" opacity="0.85">${implant(-230, -tall * 0.9 - 6, 0.9, colours)}</g>` +
    implant(0, -tall * 1.32, 1.32, colours) +
    `<g transform="translate(190 -36) rotate(-6)"><path d="M-50 30 C-56 8 -44 -4 -26 -2 C-14 -1 -8 6 0 6 C8 6 14 -1 26 -2 C44 -4 56 8 50 30 C46 52 40 70 30 78 L-30 78 C-40 70 -46 52 -50 30 Z" transform="scale(0.7) translate(0 -30)" fill="url(#crown)" stroke="#d5dde6" stroke-width="2"/></g>` +
    sparkle(120, -370, 22, '#ffffff', 0.95);
  return { defs: metal, body, footprint: 280 };
}

/** Porcelain veneers resting on a dark velvet pad, arranged the way they will sit in a smile. */
export function veneersSubject(): Subject {
  const set: { kind: 'incisor' | 'canine'; w: number; h: number }[] = [
    { kind: 'canine', w: 54, h: 92 },
    { kind: 'incisor', w: 54, h: 84 },
    { kind: 'incisor', w: 68, h: 100 },
    { kind: 'incisor', w: 68, h: 100 },
    { kind: 'incisor', w: 54, h: 84 },
    { kind: 'canine', w: 54, h: 92 },
  ];
  let x = -(set.reduce((sum, v) => sum + v.w + 14, 0) - 14) / 2;
  const shells = set
    .map((v, i) => {
      const cx = x + v.w / 2;
      x += v.w + 14;
      // Set out in a gentle arc on the pad, the way they will sit in the smile.
      const back = -58 - Math.abs(i - 2.5) * 14;
      const path = crownPath(v.kind, v.w, v.h);
      return (
        `<g transform="translate(${n(cx)} ${n(back)}) rotate(${n((i - 2.5) * 5)}) translate(0 ${-v.h}) scale(1 -1)">` +
        `<path d="${path}" fill="url(#pearl)" fill-opacity="0.96" stroke="#d9d0e4" stroke-width="2"/>` +
        `<path d="M${n(-v.w * 0.22)} ${n(-v.h * 0.78)} Q${n(-v.w * 0.28)} ${n(-v.h * 0.45)} ${n(-v.w * 0.14)} ${n(-v.h * 0.16)}" stroke="#ffffff" stroke-width="5" stroke-linecap="round" fill="none"/>` +
        '</g>'
      );
    })
    .join('');
  const pad =
    `<g transform="scale(1 0.36)"><rect x="-300" y="-290" width="600" height="300" rx="80" fill="#1f2a44"/>` +
    `<rect x="-300" y="-310" width="600" height="300" rx="80" fill="#34406a"/><rect x="-280" y="-292" width="560" height="262" rx="70" fill="#3b4878"/></g>`;
  const defs = `<linearGradient id="pearl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#fbf8f4"/><stop offset="1" stop-color="#e9e0f0"/></linearGradient>`;
  return { defs, body: pad + shells + sparkle(250, -230, 24, '#ffffff', 0.95), footprint: 320 };
}
