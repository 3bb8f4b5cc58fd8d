/** Original accreditation / partner badges (generic wording, no real trademarks). */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { C, n, svgDoc } from './palette';
import { aligner, implant, sparkle, tooth } from './icons';
import { PUBLIC, fitSize, text, writeArt } from './render';

const W = 360;
const H = 180;
const CX = 88;
const CY = 90;

interface Badge {
  name: string;
  alt: string;
  lines: readonly string[];
  emblem: () => string;
}

function shield(): string {
  const d = 'M0 -64 L52 -46 C52 -4 40 36 0 62 C-40 36 -52 -4 -52 -46 Z';
  return (
    `<g transform="translate(${CX} ${CY})">` +
    `<path d="${d}" fill="${C.paleSage}" stroke="${C.navy}" stroke-width="5" stroke-linejoin="round"/>` +
    `<path d="${d}" transform="scale(0.8)" fill="none" stroke="${C.sage}" stroke-width="2"/>` +
    '</g>' +
    tooth(CX, CY - 6, 52, `fill="${C.navy}"`) +
    `<path d="M${CX - 12} ${CY - 6} l8 9 l16 -18" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function hexagon(): string {
  const pts = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${n(CX + Math.cos(a) * 66)},${n(CY + Math.sin(a) * 66)}`;
  }).join(' ');
  return (
    `<polygon points="${pts}" fill="${C.navy}" stroke-linejoin="round"/>` +
    `<polygon points="${pts}" transform="translate(${CX} ${CY}) scale(0.86) translate(${-CX} ${-CY})" fill="none" stroke="${C.sage}" stroke-width="2"/>` +
    implant(CX, CY - 47, 0.36, { crown: C.white, metal: '#c9d3e0', thread: C.sage })
  );
}

function alignerRing(): string {
  return (
    `<circle cx="${CX}" cy="${CY}" r="66" fill="${C.sage}"/>` +
    `<circle cx="${CX}" cy="${CY}" r="56" fill="${C.navy}"/>` +
    `<g transform="translate(${CX} ${CY + 24})">` +
    aligner(34, 42, 22, { edge: C.white, tray: '#3b4866', tooth: C.white }, 10) +
    '</g>'
  );
}

function coin(): string {
  const scallops = Array.from({ length: 28 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 28;
    return `<circle cx="${n(CX + Math.cos(a) * 60)}" cy="${n(CY + Math.sin(a) * 60)}" r="8" fill="${C.sage}"/>`;
  }).join('');
  return (
    scallops +
    `<circle cx="${CX}" cy="${CY}" r="61" fill="${C.sage}"/>` +
    `<circle cx="${CX}" cy="${CY}" r="50" fill="${C.white}" stroke="${C.navy}" stroke-width="4"/>` +
    text(CX, CY + 15, '0%', { size: 42, weight: 700, fill: C.navy, anchor: 'middle' })
  );
}

function rosette(): string {
  const pts: string[] = [];
  for (let i = 0; i < 48; i += 1) {
    const a = (Math.PI * 2 * i) / 48;
    const r = i % 2 === 0 ? 60 : 53;
    pts.push(`${n(CX + Math.cos(a) * r)},${n(CY - 8 + Math.sin(a) * r)}`);
  }
  return (
    `<path d="M${CX - 30} ${CY + 26} L${CX - 44} ${CY + 78} L${CX - 28} ${CY + 70} L${CX - 18} ${CY + 84} L${CX - 6} ${CY + 34} Z" fill="${C.sage}"/>` +
    `<path d="M${CX + 30} ${CY + 26} L${CX + 44} ${CY + 78} L${CX + 28} ${CY + 70} L${CX + 18} ${CY + 84} L${CX + 6} ${CY + 34} Z" fill="${C.sage}"/>` +
    `<polygon points="${pts.join(' ')}" fill="${C.navy}"/>` +
    `<circle cx="${CX}" cy="${CY - 8}" r="44" fill="${C.white}"/>` +
    `<circle cx="${CX}" cy="${CY - 8}" r="38" fill="none" stroke="${C.sage}" stroke-width="2"/>` +
    sparkle(CX, CY - 18, 17, C.navy) +
    sparkle(CX - 19, CY - 26, 6, C.sage) +
    sparkle(CX + 19, CY - 26, 6, C.sage) +
    text(CX, CY + 16, '2026', { size: 15, weight: 700, spacing: 1, fill: C.navy, anchor: 'middle' })
  );
}

const BADGES: readonly Badge[] = [
  {
    name: 'registered-dental-professionals',
    alt: 'Registered Dental Professionals badge',
    lines: ['Registered', 'Dental', 'Professionals'],
    emblem: shield,
  },
  { name: 'implant-team', alt: 'Certified Implant Team badge', lines: ['Certified', 'Implant Team'], emblem: hexagon },
  {
    name: 'clear-aligner-provider',
    alt: 'Clear Aligner Provider badge',
    lines: ['Clear Aligner', 'Provider'],
    emblem: alignerRing,
  },
  { name: 'finance-partner', alt: '0% Finance Partner badge', lines: ['0% Finance', 'Partner'], emblem: coin },
  {
    name: 'patient-care-award',
    alt: 'Patient Care Award 2026 badge',
    lines: ['Patient Care', 'Award 2026'],
    emblem: rosette,
  },
];

const TEXT_X = 176;

/** One type size for every badge: the largest at which all their lines fit. */
async function sharedSize(): Promise<number> {
  let size = 30;
  for (const b of BADGES) {
    for (const line of b.lines) size = Math.min(size, await fitSize(line, { size: 30, weight: 700 }, W - TEXT_X - 10));
  }
  return size;
}

function badgeSvg(b: Badge, size: number): string {
  const x = TEXT_X;
  const lh = size * 1.18;
  const block = lh * (b.lines.length - 1) + size * 0.72;
  const top = CY - block / 2 + size * 0.72;
  const lines = b.lines
    .map((l, i) => text(x, Math.round(top + i * lh), l, { size, weight: 700, fill: C.navy }))
    .join('');
  const rule = `<rect x="${x}" y="${Math.round(top + (b.lines.length - 1) * lh + 14)}" width="44" height="4" rx="2" fill="${C.sage}"/>`;
  return svgDoc(W, H, b.emblem() + lines + rule);
}

export async function badges(): Promise<void> {
  const index: { file: string; alt: string; width: number; height: number }[] = [];
  const size = await sharedSize();
  for (const b of BADGES) {
    const out = await writeArt(`media/accreditations/${b.name}.webp`, badgeSvg(b, size), { quality: 88 });
    index.push({ file: `/media/accreditations/${b.name}.webp`, alt: b.alt, width: out.width, height: out.height });
  }
  const file = path.join(PUBLIC, 'media/accreditations/index.json');
  await writeFile(file, `${JSON.stringify(index, null, 2)}\n`);
}
