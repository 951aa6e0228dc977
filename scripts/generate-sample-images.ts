// Draws the sample projects' covers, gallery pictures and team portraits and writes them
// as WebP files under worker/seed/images, which the seed puts into the project-images
// bucket (worker/seed/sample-images.ts, docs/storage.md#seeded-images). Storage takes no
// SVG, so each drawing is rendered by Chromium (the e2e browser; CHROMIUM_PATH overrides
// /usr/bin/chromium) and encoded as WebP. Run after changing the sample projects:
// `tsx scripts/generate-sample-images.ts` (or `… releasenotes` to draw one project's only,
// leaving the other files' bytes as they are).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { ProjectCategory } from '../shared/api';
import { RESERVATION_PROJECT } from '../worker/seed/sample-disclosures';
import { SAMPLE_PROJECTS } from '../worker/seed/sample-plan';
import { SAMPLE_IMAGE_DIR, sampleImageFiles } from '../worker/seed/sample-image-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PALETTE: Record<ProjectCategory, [string, string]> = {
  'Developer Tools': ['#1e3a8a', '#0ea5e9'],
  'Artificial Intelligence': ['#4c1d95', '#d946ef'],
  Productivity: ['#065f46', '#34d399'],
  Finance: ['#7c2d12', '#f59e0b'],
  'Health & Fitness': ['#9f1239', '#fb7185'],
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

/** A small deterministic hash, to vary shapes per project. */
function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function cover(title: string, tagline: string, category: ProjectCategory): string {
  const [from, to] = PALETTE[category];
  const h = hash(title);
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = 700 + ((h >> (i * 5)) % 450);
      const cy = 80 + ((h >> (i * 7)) % 500);
      const r = 90 + ((h >> (i * 3)) % 160);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${(0.1 + i * 0.05).toFixed(2)}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/>${circles}<text x="80" y="330" font-family="system-ui,sans-serif" font-size="84" font-weight="700" fill="#fff">${escapeXml(title)}</text><text x="80" y="400" font-family="system-ui,sans-serif" font-size="34" fill="#fff" opacity="0.85">${escapeXml(tagline)}</text><text x="80" y="600" font-family="system-ui,sans-serif" font-size="26" fill="#fff" opacity="0.7">${escapeXml(category)}</text></svg>\n`;
}

/** A stylised product screenshot: window chrome, a sidebar, a chart and cards. */
function gallery(title: string, category: ProjectCategory, n: number): string {
  const [from, to] = PALETTE[category];
  const h = hash(`${title}-${n}`);
  const bars = Array.from({ length: 8 }, (_, i) => {
    const height = 40 + ((h >> i) % 160);
    return `<rect x="${420 + i * 70}" y="${520 - height}" width="44" height="${height}" rx="6" fill="${i % 2 ? from : to}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" role="img" aria-label="${escapeXml(title)} screenshot ${n}"><rect width="1200" height="675" fill="${from}"/><rect x="60" y="50" width="1080" height="575" rx="18" fill="#f8fafc"/><rect x="60" y="50" width="1080" height="48" rx="18" fill="#e2e8f0"/><circle cx="95" cy="74" r="8" fill="#f87171"/><circle cx="120" cy="74" r="8" fill="#fbbf24"/><circle cx="145" cy="74" r="8" fill="#34d399"/><rect x="90" y="130" width="240" height="460" rx="12" fill="#e2e8f0"/><rect x="390" y="130" width="700" height="60" rx="10" fill="${to}" opacity="0.25"/><text x="410" y="170" font-family="system-ui,sans-serif" font-size="26" fill="#0f172a">${escapeXml(title)}</text>${bars}<rect x="390" y="545" width="330" height="45" rx="10" fill="#e2e8f0"/><rect x="760" y="545" width="330" height="45" rx="10" fill="#e2e8f0"/></svg>\n`;
}

function avatar(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const hue = hash(name) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}"><circle cx="64" cy="64" r="64" fill="hsl(${hue} 55% 45%)"/><text x="64" y="78" text-anchor="middle" font-family="system-ui,sans-serif" font-size="44" font-weight="600" fill="#fff">${escapeXml(initials)}</text></svg>\n`;
}

/** The SVG drawing of each sample image, by its file name under SAMPLE_IMAGE_DIR. */
function drawings(): Map<string, { svg: string; width: number; height: number }> {
  const byFile = new Map<string, { svg: string; width: number; height: number }>();
  // ReleaseNotes, the demo creator's project taking reservations, is seeded on its own.
  for (const p of [...SAMPLE_PROJECTS, RESERVATION_PROJECT]) {
    const files = sampleImageFiles(p);
    byFile.set(files.cover, {
      svg: cover(p.title, p.tagline, p.category),
      width: 1200,
      height: 675,
    });
    files.gallery.forEach((file, i) =>
      byFile.set(file, { svg: gallery(p.title, p.category, i + 1), width: 1200, height: 675 }),
    );
    (p.team ?? []).forEach((member, i) => {
      const file = files.team[i];
      if (file) byFile.set(file, { svg: avatar(member.name), width: 256, height: 256 });
    });
  }
  return byFile;
}

/** The part of a browser canvas the encoding uses. */
interface BrowserCanvas {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): { drawImage(image: object, x: number, y: number, w: number, h: number): void } | null;
  toDataURL(type: string, quality: number): string;
}

const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath: existsSync(systemChromium) ? systemChromium : undefined,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  let written = 0;
  const only = process.argv[2];
  for (const [file, { svg, width, height }] of drawings()) {
    if (only && !file.startsWith(`${only}/`)) continue;
    // The SVG drawn on a canvas at its size, then encoded by the browser's WebP encoder.
    const dataUrl = await page.evaluate(
      async ({ svg, width, height }) => {
        // Runs in the page: the DOM's types are not in this script's (Node) program.
        const dom = globalThis as unknown as {
          Image: new (w: number, h: number) => { src: string; decode(): Promise<void> };
          document: { createElement(tag: 'canvas'): BrowserCanvas };
        };
        const image = new dom.Image(width, height);
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = dom.document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', 0.82);
      },
      { svg, width, height },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`no WebP for ${file}`);
    const target = path.join(root, SAMPLE_IMAGE_DIR, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    written += 1;
  }
  console.log(`[images] wrote ${written} WebP file(s) under ${SAMPLE_IMAGE_DIR}`);
} finally {
  await browser.close();
}
