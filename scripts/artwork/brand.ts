/** Logos (desktop and mobile), the favicon mark and the Apple touch icon. */
import { C, svgDoc } from './palette';
import { placeMark, markSvg } from './mark';
import { fitSize, measure, text, writeArt } from './render';

async function desktopLogo(): Promise<void> {
  const W = 520;
  const H = 120;
  const m = placeMark(-6, 3, 118);
  const x = 112;
  const word = await fitSize('Larkspur', { size: 62, weight: 700, spacing: -0.5 }, 390);
  const wordW = await measure('Larkspur', { size: word, weight: 700, spacing: -0.5 });
  // "DENTAL CARE" is tracked out to span the wordmark's width.
  const sub = 20;
  const plain = await measure('DENTAL CARE', { size: sub, weight: 400 });
  const spacing = Math.min(sub * 0.42, Math.max(1, (wordW - plain) / 10));
  const body =
    m.body +
    text(x, 70, 'Larkspur', { size: word, weight: 700, spacing: -0.5, fill: C.navy }) +
    text(x + 3, 101, 'DENTAL CARE', { size: sub, weight: 400, spacing: Math.round(spacing * 10) / 10, fill: C.navy });
  await writeArt('media/brand/logo-desktop.webp', svgDoc(W, H, body, m.defs), { quality: 90 });
}

async function mobileLogo(): Promise<void> {
  const W = 240;
  const H = 96;
  const m = placeMark(-3, 3, 90);
  const size = await fitSize('Larkspur', { size: 40, weight: 700, spacing: -0.5 }, 150);
  const body = m.body + text(84, 48 + size * 0.36, 'Larkspur', { size, weight: 700, spacing: -0.5, fill: C.navy });
  await writeArt('media/brand/logo-mobile.webp', svgDoc(W, H, body, m.defs), { quality: 90 });
}

async function appleTouchIcon(): Promise<void> {
  const m = placeMark(22, 20, 136);
  const body = `<rect width="180" height="180" fill="${C.white}"/>` + m.body;
  await writeArt('media/brand/apple-touch-icon.png', svgDoc(180, 180, body, m.defs), { background: C.white });
}

export async function brand(): Promise<void> {
  await writeArt('media/brand/mark.svg', markSvg());
  await desktopLogo();
  await mobileLogo();
  await appleTouchIcon();
}
