import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fitScale, PREVIEW_DEVICES, storedPreviewDevice, storePreviewDevice, type PreviewDevice } from '../preview/preview-device.js';
import { useApp } from '../state/store.js';
import { create } from 'zustand';

/**
 * The preview's device, shared by the toolbar and the pane; remembered across restarts.
 * Null until the user picks one this session: the remembered one is read when first shown,
 * since this module loads before the remembered choices do.
 */
const useDeviceStore = create<{ device: PreviewDevice | null; setDevice(device: PreviewDevice): void }>((set) => ({
  device: null,
  setDevice: (device) => {
    storePreviewDevice(device);
    set({ device });
  },
}));

/** The device on show and, for pad and phone, the iframe's viewport and its scale to fit the pane. */
export function usePreviewDevice() {
  const device = useDeviceStore((state) => state.device ?? storedPreviewDevice());
  const pane = useRef<HTMLDivElement>(null);
  const [paneSize, setPaneSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = pane.current;
    if (element === null) return;
    const observer = new ResizeObserver(() => setPaneSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const viewport = PREVIEW_DEVICES[device];
  const size = viewport === null ? null : { ...viewport, scale: fitScale(viewport, paneSize) };
  return { device, size, pane };
}

/**
 * Above the preview: PC, pad or phone (how the reader looks there), and flip or slide, which
 * is the book's own page-turn setting (so it is an undoable edit and is published).
 */
export function PreviewToolbar() {
  const { t } = useTranslation();
  const device = useDeviceStore((state) => state.device ?? storedPreviewDevice());
  const setDevice = useDeviceStore((state) => state.setDevice);
  const flipStyle = useApp((state) => (state.project?.book.settings.flipStyle === 'slide' ? 'slide' : 'flip'));
  const commitSettings = useApp((state) => state.commitSettings);
  const hasProject = useApp((state) => state.project !== null);
  return (
    <div className="preview-toolbar" role="toolbar" aria-label={t('preview-modes.label')}>
      <div className="segmented" role="radiogroup" aria-label={t('preview-modes.device')}>
        {(Object.keys(PREVIEW_DEVICES) as PreviewDevice[]).map((name) => (
          <button key={name} type="button" role="radio" aria-checked={device === name} className="segment" onClick={() => setDevice(name)} data-testid={`preview-device-${name}`}>
            {t(`preview-modes.${name}`)}
          </button>
        ))}
      </div>
      <div className="segmented" role="radiogroup" aria-label={t('preview-modes.turn')} data-tour="flipMode">
        {(['flip', 'slide'] as const).map((style) => (
          <button
            key={style}
            type="button"
            role="radio"
            aria-checked={flipStyle === style}
            disabled={!hasProject}
            className="segment"
            onClick={() => void commitSettings({ flipStyle: style })}
            data-testid={`preview-turn-${style}`}
          >
            {t(`preview-modes.${style}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
