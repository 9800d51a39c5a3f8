import { describe, expect, it } from 'vitest';
import { createChoiceStore } from '../state/remembered-choices.js';
import { fitScale, storedPreviewDevice, storePreviewDevice } from './preview-device.js';

describe('preview devices', () => {
  it('remembers the chosen device and falls back to PC', () => {
    const storage = createChoiceStore();
    expect(storedPreviewDevice(storage)).toBe('pc');
    storePreviewDevice('phone', storage);
    expect(storedPreviewDevice(storage)).toBe('phone');
    storage.values.set('previewDevice', 'watch');
    expect(storedPreviewDevice(storage)).toBe('pc');
  });

  it('scales a device down to fit the pane, never up', () => {
    expect(fitScale({ width: 390, height: 844 }, { width: 800, height: 422 })).toBe(0.5);
    expect(fitScale({ width: 390, height: 844 }, { width: 2000, height: 2000 })).toBe(1);
  });
});
