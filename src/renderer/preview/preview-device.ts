/**
 * The devices the live preview can imitate. PC fills the pane; pad and phone show the
 * reader at a real device viewport (so its own phone and pad layouts apply), scaled down
 * to fit the pane.
 */
export const PREVIEW_DEVICES = {
  pc: null,
  pad: { width: 820, height: 1180 },
  phone: { width: 390, height: 844 },
} as const;
export type PreviewDevice = keyof typeof PREVIEW_DEVICES;

const STORAGE_KEY = 'flipbook.previewDevice';

export function isPreviewDevice(value: unknown): value is PreviewDevice {
  return typeof value === 'string' && Object.hasOwn(PREVIEW_DEVICES, value);
}

/** The device chosen last time, remembered across restarts; PC at first. */
export function storedPreviewDevice(storage: Pick<Storage, 'getItem'> | null = safeStorage()): PreviewDevice {
  try {
    const value = storage?.getItem(STORAGE_KEY);
    return isPreviewDevice(value) ? value : 'pc';
  } catch {
    return 'pc';
  }
}

export function storePreviewDevice(device: PreviewDevice, storage: Pick<Storage, 'setItem'> | null = safeStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY, device);
  } catch {
    // Without storage the choice lasts this session only.
  }
}

/** How much a device viewport must shrink to fit the pane (never enlarged). */
export function fitScale(device: { width: number; height: number }, pane: { width: number; height: number }): number {
  if (pane.width <= 0 || pane.height <= 0) return 1;
  return Math.min(1, pane.width / device.width, pane.height / device.height);
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
