import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { settingTextKey } from '../../../../shared/settings/setting-types.js';
import { validateBookSettings, type SettingProblem } from '../../../../shared/settings/validate-settings.js';
import { useApp } from '../../../state/store.js';

const EMPTY: Readonly<Record<string, unknown>> = {};

/** A stored value as the author can read it, cut short so a huge value cannot flood the notice. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** The problems of the open book's settings; recomputed only when its settings change. */
export function useSettingsProblems(): SettingProblem[] {
  const settings = useApp((state) => state.project?.book.settings ?? EMPTY);
  return useMemo(() => validateBookSettings(settings), [settings]);
}

/**
 * Lists the book's settings that do not fit the catalogue, at the top of the settings tab.
 * The values stay in the book, untouched, until the author resets them here or edits them.
 */
export function SettingsProblemsNotice() {
  const { t } = useTranslation();
  const problems = useSettingsProblems();
  const editSettings = useApp((state) => state.editSettings);
  if (problems.length === 0) return null;
  return (
    <div className="settings-problems" role="alert" data-testid="settings-problems">
      <p>{t('settings.ui.problemsTitle')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.key} data-testid={`settings-problem-${problem.key}`}>
            <strong>{t(settingTextKey(problem.key, 'title'))}</strong> <code>{shown(problem.value)}</code> — {t(`settings.reasons.${problem.reason}`)}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => editSettings(Object.fromEntries(problems.map((problem) => [problem.key, undefined])))} data-testid="settings-problems-reset">
        {t('settings.ui.resetProblems')}
      </button>
    </div>
  );
}

/** Tells the author once, as a project opens, that some of its settings are out of range. */
export function SettingsProblemsWatcher() {
  const { t } = useTranslation();
  const projectId = useApp((state) => state.project?.id ?? null);
  const pushToast = useApp((state) => state.pushToast);
  const problems = useSettingsProblems();
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (projectId === null || told.current === projectId) return;
    told.current = projectId;
    if (problems.length > 0) pushToast('error', t('settings.ui.problemsToast', { count: problems.length }));
  }, [projectId, problems, pushToast, t]);
  return null;
}
