import { useState } from 'react';
import '../../../styles/design.css';

interface DesignCardProps {
  name: string;
  image: string;
  selected: boolean;
  busy: boolean;
  onChoose: () => void;
  testId: string;
}

/**
 * One choice in a picker grid: its preview image and name. A missing image (no previews
 * built yet) leaves a neutral card with the name, so the choice still works.
 */
export function DesignCard({ name, image, selected, busy, onChoose, testId }: DesignCardProps) {
  const [failed, setFailed] = useState(false);
  return (
    <button
      type="button"
      className="design-card"
      aria-pressed={selected}
      aria-busy={busy}
      onClick={onChoose}
      data-testid={testId}
      data-selected={selected}
    >
      {failed ? (
        <span className="design-card-blank" aria-hidden="true">
          {name}
        </span>
      ) : (
        <img className="design-card-image" src={image} alt="" loading="lazy" onError={() => setFailed(true)} />
      )}
      <span className="design-card-name">{name}</span>
    </button>
  );
}

/** A labelled grid of design cards. */
export function DesignGrid({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="design-grid" role="group" aria-label={label}>
      {children}
    </div>
  );
}
