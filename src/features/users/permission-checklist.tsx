import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { CheckboxGroup } from './checkbox-group';
import { PERMISSION_GROUPS, permissionLabelKey } from './permission-groups';

interface PermissionChecklistProps {
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
}

/**
 * Every permission as a checkbox, grouped. Names the list does not know (a newer server) stay
 * in `selected` untouched, so saving a role never drops them.
 */
export function PermissionChecklist({ selected, onChange, error }: PermissionChecklistProps) {
  const { t } = useTranslation('user.index');
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6">{t('roles.fields.permissions')}</legend>
      <div className="row row-cols-1 row-cols-md-2">
        {PERMISSION_GROUPS.map((group) => {
          const inGroup = new Set<string>(group.permissions);
          return (
            <CheckboxGroup
              key={group.id}
              small
              className="col mb-3"
              legend={t(`permission_groups.${group.id}`)}
              options={group.permissions.map((permission) => ({
                value: permission,
                label: t(permissionLabelKey(permission)),
              }))}
              selected={selected.filter((name) => inGroup.has(name))}
              onChange={(chosen) =>
                onChange([...selected.filter((name) => !inGroup.has(name)), ...chosen])
              }
              invalid={Boolean(error)}
            />
          );
        })}
      </div>
      {error ? (
        <div id={errorId} className="invalid-feedback d-block mb-3">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
