import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserTemplateItem } from '../../../../shared/design/user-template.js';
import { useCommands } from '../../../commands/commands-context.js';
import {
  applyUserTemplate,
  deleteUserTemplate,
  exportUserTemplate,
  importUserTemplate,
  listUserTemplates,
} from '../../../commands/design-commands.js';
import { SaveTemplateDialog } from './save-template-dialog.js';

/**
 * "My templates": the user's saved templates with their covers, to apply, export or delete,
 * plus saving the current book's design and importing a template file.
 */
export function MyTemplates() {
  const { t } = useTranslation();
  const { ctx } = useCommands();
  const [items, setItems] = useState<UserTemplateItem[] | null>(null);
  const [saving, setSaving] = useState(false);
  const refresh = useCallback(async () => setItems(await listUserTemplates(ctx)), [ctx]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const importFile = async () => {
    if (await importUserTemplate(ctx)) await refresh();
  };
  const remove = async (item: UserTemplateItem) => {
    if (await deleteUserTemplate(ctx, item)) await refresh();
  };

  return (
    <section className="my-templates" aria-labelledby="my-templates-title" data-testid="my-templates">
      <div className="my-templates-head">
        <h3 id="my-templates-title" className="panel-title">
          {t('design-tab.my.title')}
        </h3>
        <button type="button" className="button button-primary" onClick={() => setSaving(true)} data-testid="template-save-open">
          {t('design-tab.my.save')}
        </button>
        <button type="button" className="button" onClick={() => void importFile()} data-testid="template-import">
          {t('design-tab.my.import')}
        </button>
      </div>
      {items !== null && items.length === 0 && <p className="empty-note">{t('design-tab.my.empty')}</p>}
      <ul className="my-templates-list">
        {(items ?? []).map((item) => (
          <li key={item.id} className="my-template" data-testid="user-template">
            <img className="my-template-cover" src={item.thumbnail} alt="" />
            <span className="my-template-name" data-testid="user-template-name">
              {item.name}
            </span>
            <span className="my-template-groups">{item.groups.map((group) => t(`design-tab.groups.${group}`)).join(', ')}</span>
            <span className="my-template-actions">
              <button type="button" className="button" onClick={() => void applyUserTemplate(ctx, item)} aria-label={t('design-tab.my.applyNamed', { name: item.name })} data-testid="user-template-apply">
                {t('design-tab.my.apply')}
              </button>
              <button type="button" className="button" onClick={() => void exportUserTemplate(ctx, item)} aria-label={t('design-tab.my.exportNamed', { name: item.name })} data-testid="user-template-export">
                {t('design-tab.my.export')}
              </button>
              <button
                type="button"
                className="button button-danger"
                onClick={() => void remove(item)}
                aria-label={t('design-tab.my.deleteNamed', { name: item.name })}
                data-testid="user-template-delete"
              >
                {t('design-tab.my.delete')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      {saving && (
        <SaveTemplateDialog
          onClose={(saved) => {
            setSaving(false);
            if (saved) void refresh();
          }}
        />
      )}
    </section>
  );
}
