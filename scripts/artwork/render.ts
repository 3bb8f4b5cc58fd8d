/** Rasterising SVG with sharp, writing outputs, and measuring SVG text for layout. */
import { mkdir, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SANS, esc, svgDoc } from './palette';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const PUBLIC = path.join(ROOT, 'public');

export interface Written {
  file: string;
  bytes: number;
  width: number;
  height: number;
}

const written: Written[] = [];

export function report(): readonly Written[] {
  return written;
}

export type Format = 'webp' | 'png' | 'jpg' | 'svg';

export interface WriteOptions {
  quality?: number;
  /** Flatten onto this colour (needed for JPEG, used for opaque PNG icons). */
  background?: string;
  /** WebP only: lower the quality in steps of 2 (not below 60) until the file fits this many bytes. */
  maxBytes?: number;
}

/** Render an SVG string to `public/<rel>`, the format chosen by the file extension. */
export async function writeArt(rel: string, svg: string, opts: WriteOptions = {}): Promise<Written> {
  const file = path.join(PUBLIC, rel);
  await mkdir(path.dirname(file), { recursive: true });
  const ext = path.extname(file).slice(1) as Format;
  const quality = opts.quality ?? 80;
  let data: Buffer;
  if (ext === 'svg') {
    data = Buffer.from(svg, 'utf8');
  } else {
    let img = sharp(Buffer.from(svg), { density: 72 });
    if (opts.background) img = img.flatten({ background: opts.background });
    if (ext === 'webp') {
      const webp = (q: number): Promise<Buffer> => img.clone().webp({ quality: q, alphaQuality: 90, effort: 6, smartSubsample: true }).toBuffer();
      let q = quality;
      data = await webp(q);
      while (opts.maxBytes !== undefined && data.length > opts.maxBytes && q > 60) {
        q -= 2;
        data = await webp(q);
      }
    } else {
      if (ext === 'png') img = img.png({ compressionLevel: 9 });
      else if (ext === 'jpg') img = img.jpeg({ quality: 84, mozjpeg: true });
      else throw new Error(`Unsupported output type for ${rel}`);
      data = await img.toBuffer();
    }
  }
  await writeFile(file, data);
  const meta = ext === 'svg' ? null : await sharp(data).metadata();
  const size = (await stat(file)).size;
  const entry: Written = {
    file: path.relative(ROOT, file),
    bytes: size,
    width: meta?.width ?? 0,
    height: meta?.height ?? 0,
  };
  written.push(entry);
  return entry;
}

export interface TextStyle {
  size: number;
  weight?: number;
  spacing?: number;
}

const widthCache = new Map<string, number>();

/**
 * Measure the rendered width of a line of SVG text by rasterising it and trimming
 * the blank margin. Layout then adapts to whatever font `sans-serif` resolves to.
 */
export async function measure(text: string, style: TextStyle): Promise<number> {
  const key = `${text}|${style.size}|${style.weight ?? 400}|${style.spacing ?? 0}`;
  const hit = widthCache.get(key);
  if (hit !== undefined) return hit;
  const w = Math.ceil(style.size * text.length * 1.2 + 40);
  const h = Math.ceil(style.size * 2);
  const svg = svgDoc(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#fff"/>` +
      `<text x="10" y="${style.size * 1.3}" font-family="${SANS}" font-size="${style.size}" ` +
      `font-weight="${style.weight ?? 400}" letter-spacing="${style.spacing ?? 0}" fill="#000">${esc(text)}</text>`,
  );
  const { info } = await sharp(Buffer.from(svg)).trim({ background: '#ffffff', threshold: 20 }).toBuffer({
    resolveWithObject: true,
  });
  widthCache.set(key, info.width);
  return info.width;
}

/** Largest font size (<= style.size) at which `text` fits within `maxWidth`. */
export async function fitSize(text: string, style: TextStyle, maxWidth: number): Promise<number> {
  let size = style.size;
  while (size > 6 && (await measure(text, { ...style, size })) > maxWidth) size -= 0.5;
  return size;
}

export function text(
  x: number,
  y: number,
  content: string,
  style: TextStyle & { fill: string; anchor?: 'start' | 'middle' | 'end'; opacity?: number },
): string {
  return (
    `<text x="${x}" y="${y}" font-family="${SANS}" font-size="${style.size}" font-weight="${style.weight ?? 400}" ` +
    `letter-spacing="${style.spacing ?? 0}" fill="${style.fill}" text-anchor="${style.anchor ?? 'start'}"` +
    (style.opacity !== undefined ? ` fill-opacity="${style.opacity}"` : '') +
    `>${esc(content)}</text>`
  );
}
