/** Default Open Graph image: 1200x630 JPEG on warm sand. */
import { C, n, svgDoc } from './palette';
import { placeMark } from './mark';
import { sparkle } from './icons';
import { fitSize, text, writeArt } from './render';

export async function og(): Promise<void> {
  const W = 1200;
  const H = 630;
  const m = placeMark(70, 150, 330, 'og');
  const x = 450;
  const maxW = W - x - 70;
  const title = Math.min(
    await fitSize('Larkspur', { size: 92, weight: 700, spacing: -1 }, maxW),
    await fitSize('Dental Care', { size: 92, weight: 700, spacing: -1 }, maxW),
  );
  const sub = await fitSize('Private dentistry in Maidenhead', { size: 36, weight: 400 }, maxW);
  const top = 238;
  const decor =
    `<circle cx="1130" cy="600" r="260" fill="${C.paleSage}"/>` +
    `<circle cx="1130" cy="600" r="320" fill="none" stroke="${C.sage}" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    `<circle cx="40" cy="40" r="150" fill="${C.white}" fill-opacity="0.55"/>` +
    `<circle cx="250" cy="560" r="90" fill="${C.paleSage}" fill-opacity="0.6"/>` +
    sparkle(1080, 110, 22, C.larkspur, 0.5) +
    sparkle(1125, 160, 11, C.sage, 0.7);
  const body =
    `<rect width="${W}" height="${H}" fill="${C.sand}"/>` +
    decor +
    `<circle cx="${n(70 + 165)}" cy="${n(150 + 172)}" r="190" fill="${C.white}" fill-opacity="0.7"/>` +
    m.body +
    text(x, top, 'Larkspur', { size: title, weight: 700, spacing: -1, fill: C.navy }) +
    text(x, top + title * 1.08, 'Dental Care', { size: title, weight: 700, spacing: -1, fill: C.navy }) +
    `<rect x="${x + 2}" y="${n(top + title * 1.08 + 40)}" width="84" height="7" rx="3.5" fill="${C.sage}"/>` +
    text(x, top + title * 1.08 + 40 + 64, 'Private dentistry in Maidenhead', { size: sub, weight: 400, fill: C.deep });
  await writeArt('media/og-default.jpg', svgDoc(W, H, body, m.defs), { background: C.sand });
}
