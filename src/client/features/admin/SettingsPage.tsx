import { Plus, SlidersHorizontal } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { QueryState } from '../../components/ui/QueryState';
import { Spinner } from '../../components/ui/Spinner';
import { SETTING_DEFAULTS, SETTING_KEYS, type SettingKey } from '../../../shared/settings';
import type { SystemSetting } from '../../../shared/api/admin';
import { useCreateDefaultSettings, useSettings, useUpdateSetting } from './api';
import { DomainsCard } from './DomainsCard';
import { formatDateTime } from './format';
import { LoadFailed } from './LoadFailed';
import { toastAdminError, toastSuccess } from './notify';
import { PageHeader } from './PageHeader';
import { SettingForm } from './SettingForm';
import { UploadConfigCards } from './UploadConfigCards';
import { RefreshButton } from '../../components/ui/RefreshButton';

export function SettingsPage() {
  const settings = useSettings();
  return (
    <>
      <PageHeader
        title="System Settings"
        subtitle="Upload rules, maintenance and who may sign in. Changes apply at once."
        actions={<RefreshButton onRefresh={settings.refetch} refreshing={settings.isFetching} />}
      />
      <QueryState
        query={settings}
        pending={<Spinner className="py-16" label="Loading settings" />}
        error={<LoadFailed>Failed to fetch system settings.</LoadFailed>}
      >
        {(settings) => (
          <div className="space-y-6">
            <SettingsListCard settings={settings} />
            <DomainsCard />
            <UploadConfigCards settings={settings} />
          </div>
        )}
      </QueryState>
    </>
  );
}

function SettingsListCard({ settings }: { settings: SystemSetting[] }) {
  const missing = SETTING_KEYS.filter((key) => !settings.some((s) => s.settingKey === key));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SlidersHorizontal className="h-5 w-5 text-brand-600 dark:text-brand-300" aria-hidden />
          Settings
        </CardTitle>
      </CardHeader>
      <CardContent>
        {settings.length === 0 ? (
          <CreateDefaults missing={SETTING_KEYS} />
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {settings.map((s) => (
              <li key={s.id} className="py-4 first:pt-0 last:pb-0">
                <SettingForm
                  settingKey={s.settingKey}
                  initialValue={s.settingValue}
                  label={s.settingKey}
                  emptyMessage="Please enter a value."
                  buttonLabel="Update"
                  hint={`${s.description ? `${s.description}. ` : ''}Updated ${formatDateTime(s.updatedAt)}`}
                />
              </li>
            ))}
          </ul>
        )}
        {settings.length > 0 && missing.length > 0 && (
          <div className="mt-6 border-t border-slate-200 dark:border-slate-700 pt-4">
            <CreateDefaults missing={missing} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** No settings yet: create all suggested defaults (spec section 9) or one at a time. */
function CreateDefaults({ missing }: { missing: SettingKey[] }) {
  const none = missing.length === SETTING_KEYS.length;
  const createAll = useCreateDefaultSettings();
  const createOne = useUpdateSetting();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {none
          ? 'No settings have been created yet; the server uses the suggested defaults below until you do.'
          : 'These settings use their suggested defaults until they are created:'}
      </p>
      <Button
        onClick={() =>
          createAll.mutate(undefined, {
            onSuccess: () => toastSuccess('Setting updated', 'The default settings were created.'),
            onError: (err) => toastAdminError('Failed to update system setting.', err),
          })
        }
        disabled={createAll.isPending}
      >
        <Plus className="h-4 w-4" aria-hidden />
        {none ? 'Create Default Settings' : 'Create Missing Defaults'}
      </Button>
      <ul className="flex flex-wrap gap-2">
        {missing.map((key) => (
          <li key={key}>
            <Button
              variant="outline"
              size="sm"
              disabled={createOne.isPending}
              onClick={() =>
                createOne.mutate(
                  { key, value: SETTING_DEFAULTS[key].value },
                  {
                    onSuccess: () =>
                      toastSuccess('Setting updated', `${key} is now ${SETTING_DEFAULTS[key].value}.`),
                    onError: (err) => toastAdminError('Failed to update system setting.', err),
                  },
                )
              }
            >
              Create {key} = {SETTING_DEFAULTS[key].value}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
