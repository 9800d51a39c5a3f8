import sharp from 'sharp';
import { AppError } from '../../../shared/errors/app-error.js';

/** The viewer's launcher icons, one per density folder (res/mipmap-hdpi-v4/ic_launcher.png…). */
export const LAUNCHER_ICON = /^res\/mipmap-[a-z0-9-]+\/ic_launcher\.png$/;

/** The icon file is a user's picture, not a photo album: more than this is refused. */
const MAX_ICON_BYTES = 20 * 1024 * 1024;

/**
 * Draws the user's picture at the size of each launcher icon of the base APK, keeping the
 * whole picture (letterboxed on transparency when it is not square). Any picture sharp
 * reads is accepted; anything else is the spec's image-format error.
 */
export async function renderLauncherIcons(icon: Buffer, targets: readonly { name: string; data: Buffer }[]): Promise<Map<string, Buffer>> {
  if (icon.length > MAX_ICON_BYTES) throw new AppError('IMAGE_FORMAT', {}, 'the icon file is larger than 20 MB');
  try {
    await sharp(icon).metadata();
  } catch (error) {
    throw new AppError('IMAGE_FORMAT', {}, error instanceof Error ? error.message : String(error));
  }
  const icons = new Map<string, Buffer>();
  for (const target of targets) {
    const { width, height } = await sharp(target.data).metadata();
    if (width === undefined || height === undefined) throw new Error(`the base APK's ${target.name} is not a PNG`);
    const png = await sharp(icon)
      .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    icons.set(target.name, png);
  }
  return icons;
}
