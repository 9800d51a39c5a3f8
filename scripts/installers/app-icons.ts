import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { makeIcns, makeIco, squarePngs } from '../../src/main/publish/desktop/icon-containers.js';

/** The Linux icon theme sizes electron-builder installs from build/icons/<size>x<size>.png. */
export const LINUX_ICON_SIZES = [16, 32, 48, 64, 128, 256, 512] as const;

/** The edge of the master raster every other size is scaled down from. */
const MASTER_SIZE = 1024;

/** What writeAppIcons wrote, relative to the output folder. */
export const APP_ICON_FILES = ['icon.png', 'icon.ico', 'icon.icns', ...LINUX_ICON_SIZES.map((size) => `icons/${size}x${size}.png`)] as const;

/**
 * Renders the app's artwork (an SVG) once at 1024 px, at the density that makes it sharp
 * there rather than scaled up from its nominal size, and writes what electron-builder looks
 * for in its build resources folder: icon.png (1024, macOS and fallback), icon.ico (Windows,
 * 16-256), icon.icns (macOS, 32-1024) and icons/<n>x<n>.png (Linux, 16-512).
 */
export async function writeAppIcons(svgFile: string, outDir: string): Promise<string[]> {
  const svg = await fs.readFile(svgFile);
  const { width, height } = await sharp(svg).metadata();
  if (width === undefined || height === undefined || width !== height) throw new Error(`${svgFile} must be a square image (it is ${width ?? '?'}×${height ?? '?'})`);
  const master = await sharp(svg, { density: (72 * MASTER_SIZE) / width }).resize(MASTER_SIZE, MASTER_SIZE).png().toBuffer();

  const linux = await squarePngs(master, LINUX_ICON_SIZES);

  await fs.mkdir(path.join(outDir, 'icons'), { recursive: true });
  const writes: [string, Buffer][] = [
    ['icon.png', master],
    // The same containers EXE and APP publishing build for a book's icon (decision 0090).
    ['icon.ico', await makeIco(master)],
    ['icon.icns', await makeIcns(master)],
    ...linux.map(({ size, png }): [string, Buffer] => [`icons/${size}x${size}.png`, png]),
  ];
  await Promise.all(writes.map(([name, data]) => fs.writeFile(path.join(outDir, name), data)));
  return writes.map(([name]) => name);
}
