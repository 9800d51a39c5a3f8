import { PreviewDeviceSchema, type PREVIEW_DEVICE_NAMES } from '../../shared/prefs/interface-prefs.js';
import { readChoice, rememberedChoices, writeChoice, type ChoiceStore } from '../state/remembered-choices.js';

/**
 * The devices the live preview can imitate. PC fills the pane; pad and phone show the
 * reader at a real device viewport (so its own phone and pad layouts apply), scaled down
 * to fit the pane.
 */
export const PREVIEW_DEVICES = {
  pc: null,
  pad: { width: 820, height: 1180 },
  phone: { width: 390, height: 844 },
} as const satisfies Record<PreviewDevice, { width: number; height: number } | null>;
export type PreviewDevice = (typeof PREVIEW_DEVICE_NAMES)[number];

/** The device chosen last time, remembered across restarts; PC at first. */
export function storedPreviewDevice(store: ChoiceStore | null = rememberedChoices()): PreviewDevice {
  return readChoice(store, 'previewDevice', PreviewDeviceSchema, 'pc');
}

/** Without a store the choice lasts this session only. */
export function storePreviewDevice(device: PreviewDevice, store: ChoiceStore | null = rememberedChoices()): void {
  writeChoice(store, 'previewDevice', device);
}

/** How much a device viewport must shrink to fit the pane (never enlarged). */
export function fitScale(device: { width: number; height: number }, pane: { width: number; height: number }): number {
  if (pane.width <= 0 || pane.height <= 0) return 1;
  return Math.min(1, pane.width / device.width, pane.height / device.height);
}
