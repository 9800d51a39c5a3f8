import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodArg } from '../../../shared/api/contract.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { useCommands } from '../../commands/commands-context.js';
import { pick } from '../../commands/import-commands.js';
import { errorText } from '../../i18n/error-text.js';
import type { Dialog } from '../../state/dialogs.js';
import { useApp } from '../../state/store.js';
import { baseName } from '../../util/paths.js';
import { Modal } from './modal.js';
import { NO_ITEMS } from '../../state/empty-values.js';

type Position = MethodArg<'pages.add'>['position'];
type SourceKind = 'blank' | 'image' | 'pdf';

/** The contract's bounds of a blank page, in pixels. */
const BLANK_MIN = 50;
const BLANK_MAX = 10000;
/** A blank page when the book has none to copy the size from: A4 at the normal rendition's scale. */
const FALLBACK_SIZE = { width: 1240, height: 1754 };

interface PdfChoice {
  path: string;
  pageCount: number | null;
  needsPassword: boolean;
}

function whole(text: string, min: number, max: number): number | null {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return value >= min && value <= max ? value : null;
}

/**
 * The add-new-page dialog: where (first, last, before or after the current page) and what
 * (a blank page sized like the current one, an image, or one page of a PDF).
 */
export function AddPageDialog({ dialog }: { dialog: Extract<Dialog, { kind: 'addPage' }> }) {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const pages = useApp((state) => state.project?.pages ?? NO_ITEMS);
  const anchor = useApp((state) => state.pageSelection.anchor);
  const currentIndex = pages.findIndex((page) => page.id === anchor);
  const current = pages[currentIndex] ?? pages[0];
  const [position, setPosition] = useState<Position>(currentIndex >= 0 ? 'after' : 'last');
  const [kind, setKind] = useState<SourceKind>('blank');
  const [width, setWidth] = useState(String(current?.width ?? FALLBACK_SIZE.width));
  const [height, setHeight] = useState(String(current?.height ?? FALLBACK_SIZE.height));
  const [color, setColor] = useState('#ffffff');
  const [image, setImage] = useState<string | null>(null);
  const [pdf, setPdf] = useState<PdfChoice | null>(null);
  const [pageNumber, setPageNumber] = useState('1');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const chooseImage = async () => setImage((await pick(ctx, 'open-images', false))?.[0] ?? image);
  const choosePdf = async () => {
    const path = (await pick(ctx, 'open-pdf', false))?.[0];
    if (path === undefined) return;
    setProblem(null);
    try {
      const facts = await ctx.host.client.call('pdf.inspect', { path });
      setPdf({ path, pageCount: facts.pageCount, needsPassword: false });
    } catch (error) {
      const failure = AppError.from(error);
      if (failure.code === 'PASSWORD_REQUIRED') setPdf({ path, pageCount: null, needsPassword: true });
      else setProblem(errorText(t, failure));
    }
  };

  const source = ((): MethodArg<'pages.add'>['source'] | null => {
    if (kind === 'blank') {
      const w = whole(width, BLANK_MIN, BLANK_MAX);
      const h = whole(height, BLANK_MIN, BLANK_MAX);
      return w === null || h === null ? null : { kind: 'blank', width: w, height: h, color };
    }
    if (kind === 'image') return image === null ? null : { kind: 'image', path: image };
    const number = pdf === null ? null : whole(pageNumber, 1, pdf.pageCount ?? Number.MAX_SAFE_INTEGER);
    if (pdf === null || number === null) return null;
    return pdf.needsPassword ? { kind: 'pdf', path: pdf.path, pageNumber: number, password } : { kind: 'pdf', path: pdf.path, pageNumber: number };
  })();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (source === null) return;
    const relative = position === 'before' || position === 'after';
    dialog.answer(relative && current !== undefined ? { position, anchorPageId: current.id, source } : { position, source });
  };
  const positions: Position[] = ['first', 'last', 'before', 'after'];

  return (
    <Modal title={t('addPage.title')} onCancel={() => dialog.answer(null)} testId="add-page-dialog" wide>
      <form className="form" onSubmit={submit} noValidate>
        <fieldset className="import-section">
          <legend>{t('addPage.position')}</legend>
          <div className="choice-row">
            {positions.map((name) => (
              <label key={name} className="choice">
                <input
                  type="radio"
                  name="position"
                  checked={position === name}
                  disabled={(name === 'before' || name === 'after') && currentIndex < 0}
                  onChange={() => setPosition(name)}
                  data-testid={`add-position-${name}`}
                />
                {t(`addPage.${name}`)}
              </label>
            ))}
          </div>
          <p className="field-hint">{currentIndex >= 0 ? t('addPage.current', { n: currentIndex + 1 }) : t('addPage.noCurrent')}</p>
        </fieldset>

        <fieldset className="import-section">
          <legend>{t('addPage.source')}</legend>
          <div className="choice-row">
            {(['blank', 'image', 'pdf'] as const).map((name) => (
              <label key={name} className="choice">
                <input type="radio" name="source" checked={kind === name} onChange={() => setKind(name)} data-testid={`add-source-${name}`} />
                {t(`addPage.${name}`)}
              </label>
            ))}
          </div>
          {kind === 'blank' && (
            <div className="quality-grid">
              <SizeField label={t('addPage.width')} value={width} onChange={setWidth} testId="add-width" />
              <SizeField label={t('addPage.height')} value={height} onChange={setHeight} testId="add-height" />
              <label className="field">
                <span className="field-label">{t('addPage.color')}</span>
                <input type="color" value={color} onChange={(event) => setColor(event.target.value)} data-testid="add-color" />
              </label>
            </div>
          )}
          {kind === 'image' && (
            <p className="field-row">
              <button type="button" className="button" onClick={() => void chooseImage()} data-testid="add-choose-image">
                {t('addPage.chooseImage')}
              </button>
              <span dir="auto">{image === null ? t('addPage.noFile') : baseName(image)}</span>
            </p>
          )}
          {kind === 'pdf' && (
            <>
              <p className="field-row">
                <button type="button" className="button" onClick={() => void choosePdf()} data-testid="add-choose-pdf">
                  {t('addPage.choosePdf')}
                </button>
                <span dir="auto">{pdf === null ? t('addPage.noFile') : baseName(pdf.path)}</span>
              </p>
              {pdf !== null && (
                <div className="quality-grid">
                  <label className="field">
                    <span className="field-label">{t('addPage.pageNumber')}</span>
                    <input type="text" inputMode="numeric" value={pageNumber} onChange={(event) => setPageNumber(event.target.value)} data-testid="add-page-number" />
                    {pdf.pageCount !== null && <span className="field-hint">{t('addPage.pdfPages', { count: pdf.pageCount })}</span>}
                  </label>
                  {pdf.needsPassword && (
                    <label className="field">
                      <span className="field-label">{t('passwordPrompt.label')}</span>
                      <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="off" />
                    </label>
                  )}
                </div>
              )}
            </>
          )}
        </fieldset>
        {problem !== null && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialog.answer(null)}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={source === null} data-testid="add-page-submit">
            {t('addPage.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function SizeField({ label, value, onChange, testId }: { label: string; value: string; onChange: (value: string) => void; testId: string }) {
  const { t } = useTranslation();
  const valid = whole(value, BLANK_MIN, BLANK_MAX) !== null;
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input type="text" inputMode="numeric" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={!valid} data-testid={testId} />
      <span className={valid ? 'field-hint' : 'form-error'}>{t('addPage.sizeRange', { min: BLANK_MIN, max: BLANK_MAX })}</span>
    </label>
  );
}
