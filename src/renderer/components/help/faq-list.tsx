import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The questions the FAQ answers, in the order a newcomer meets them. */
const FAQ = ['import', 'edit', 'save', 'publish', 'language'] as const;

/** The FAQ answered in the app itself: each question opens its answer. */
export function FaqList() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ul className="faq-list" data-testid="faq-list">
      {FAQ.map((id) => (
        <li key={id}>
          <button type="button" className="faq-question" aria-expanded={open === id} onClick={() => setOpen(open === id ? null : id)}>
            {t(`help.faq.${id}.q`)}
          </button>
          {open === id && <p className="faq-answer">{t(`help.faq.${id}.a`)}</p>}
        </li>
      ))}
    </ul>
  );
}
