import { describe, expect, it } from 'vitest';
import { fitScale, storedPreviewDevice, storePreviewDevice } from './preview-device.js';

describe('preview devices', () => {
  it('remembers the chosen device and falls back to PC', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
    expect(storedPreviewDevice(storage)).toBe('pc');
    storePreviewDevice('phone', storage);
    expect(storedPreviewDevice(storage)).toBe('phone');
    data.set('flipbook.previewDevice', 'watch');
    expect(storedPreviewDevice(storage)).toBe('pc');
  });

  it('scales a device down to fit the pane, never up', () => {
    expect(fitScale({ width: 390, height: 844 }, { width: 800, height: 422 })).toBe(0.5);
    expect(fitScale({ width: 390, height: 844 }, { width: 2000, height: 2000 })).toBe(1);
  });
});
