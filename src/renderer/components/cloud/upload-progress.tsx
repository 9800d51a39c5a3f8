import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobProgress } from '../../../shared/jobs/job-progress.js';
import { uploadSpeed, uploadStatusKey, type ByteSample, type UploadEnd } from '../../cloud/upload-status.js';
import { formatBytes } from '../../util/format-bytes.js';
import { formatEta } from '../../util/format-eta.js';

/**
 * An upload's status line in the spec's words, and while bytes go: sent of total, speed and
 * time left. The speed is measured here from the job's events (the engine reports bytes, not a
 * rate); the time left is the engine's own estimate.
 */
export function UploadProgress({ progress, end }: { progress: JobProgress | null; end: UploadEnd | null }) {
  const { t, i18n } = useTranslation();
  const first = useRef<ByteSample | null>(null);
  const [speed, setSpeed] = useState<number | null>(null);

  useEffect(() => {
    if (progress === null || progress.step !== 'uploading') {
      first.current = null;
      setSpeed(null);
      return;
    }
    const sample = { at: Date.now(), done: progress.done };
    first.current ??= sample;
    setSpeed(uploadSpeed(first.current, sample));
  }, [progress]);

  const key = uploadStatusKey(progress, end);
  const sending = end === null && progress?.step === 'uploading' && progress.total > 0;
  const eta = progress?.etaSeconds ?? null;
  return (
    <div className="cloud-upload-progress" role="status" aria-live="polite" data-testid="cloud-upload-progress">
      {end === null && <progress max={progress && progress.total > 0 ? progress.total : undefined} value={progress && progress.total > 0 ? progress.done : undefined} />}
      <span data-testid="cloud-upload-status" data-status={key.slice(key.lastIndexOf('.') + 1)}>
        {t(key)}
      </span>
      {sending && (
        <span data-testid="cloud-upload-bytes">
          {formatBytes(progress.done, i18n.language)} / {formatBytes(progress.total, i18n.language)}
        </span>
      )}
      {sending && speed !== null && <span data-testid="cloud-upload-speed">{t('cloud.upload.speed', { speed: formatBytes(speed, i18n.language) })}</span>}
      {sending && eta !== null && eta > 0 && <span>{t('task.eta', { time: formatEta(eta) })}</span>}
    </div>
  );
}
