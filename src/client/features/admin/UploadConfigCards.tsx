import { Clock, FileType, HardDrive, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { cn } from '../../lib/cn';
import { SETTING_DEFAULTS } from '../../../shared/settings';
import { SETTING_LIMITS } from '../../../shared/settingRules';
import type { SystemSetting } from '../../../shared/api/admin';
import { useUpdateSetting } from './api';
import { toastAdminError, toastSuccess } from './notify';
import { SettingForm } from './SettingForm';

function ConfigCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <span className="text-brand-600 dark:text-brand-300" aria-hidden>
          {icon}
        </span>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The upload configuration cards: every one saves its setting (the upload route reads them per request). */
export function UploadConfigCards({ settings }: { settings: SystemSetting[] }) {
  const find = (key: string) => settings.find((s) => s.settingKey === key);
  const current = (key: keyof typeof SETTING_DEFAULTS) =>
    find(key)?.settingValue ?? SETTING_DEFAULTS[key].value;
  const maintenanceOn = current('SYSTEM_MAINTENANCE_MODE') === 'true';
  return (
    <section aria-labelledby="upload-config-title" className="space-y-4">
      <h2 id="upload-config-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        Upload Configuration
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <ConfigCard title="File Size Limit" icon={<HardDrive className="h-5 w-5" />}>
          <SettingForm
            settingKey="MAX_FILE_SIZE_MB"
            initialValue={current('MAX_FILE_SIZE_MB')}
            label="Maximum file size (MB)"
            emptyMessage="Please enter a file size limit."
            buttonLabel="Save"
            inputMode="decimal"
            placeholder="10"
            hint={`Uploads larger than this are refused. At most ${SETTING_LIMITS.MAX_FILE_SIZE_MB} MB.`}
          />
        </ConfigCard>
        <ConfigCard title="Allowed File Types" icon={<FileType className="h-5 w-5" />}>
          <SettingForm
            settingKey="ALLOWED_FILE_TYPES"
            initialValue={current('ALLOWED_FILE_TYPES')}
            label="File extensions (comma separated)"
            emptyMessage="Please enter allowed file types."
            buttonLabel="Save"
            placeholder="pdf"
            hint="Transcripts are read from PDF files."
          />
        </ConfigCard>
        <ConfigCard title="Processing Timeout" icon={<Clock className="h-5 w-5" />}>
          <SettingForm
            settingKey="PROCESSING_TIMEOUT_SECONDS"
            initialValue={find('PROCESSING_TIMEOUT_SECONDS')?.settingValue ?? ''}
            label="Timeout (seconds)"
            emptyMessage="Please enter a timeout value."
            buttonLabel="Save"
            inputMode="numeric"
            placeholder="120"
            hint={`Processing that takes longer fails. 1 to ${SETTING_LIMITS.PROCESSING_TIMEOUT_SECONDS} seconds.`}
          />
        </ConfigCard>
        <MaintenanceCard on={maintenanceOn} />
      </div>
    </section>
  );
}

function MaintenanceCard({ on }: { on: boolean }) {
  const update = useUpdateSetting();
  const toggle = () =>
    update.mutate(
      { key: 'SYSTEM_MAINTENANCE_MODE', value: on ? 'false' : 'true' },
      {
        onSuccess: () =>
          toastSuccess(
            'Setting updated',
            on ? 'Maintenance mode is off: uploads are open.' : 'Maintenance mode is on: uploads are paused.',
          ),
        onError: (err) => toastAdminError('Failed to update system setting.', err),
      },
    );
  return (
    <ConfigCard title="Maintenance Mode" icon={<Wrench className="h-5 w-5" />}>
      <div className="flex flex-col gap-3">
        <p
          className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
          data-testid="maintenance-status"
        >
          <span
            aria-hidden
            className={cn('h-2.5 w-2.5 rounded-full', on ? 'bg-amber-500' : 'bg-green-600')}
          />
          {on ? 'Maintenance mode is on: uploads are paused.' : 'Maintenance mode is off: uploads are open.'}
        </p>
        <Button
          variant={on ? 'outline' : 'destructive'}
          onClick={toggle}
          disabled={update.isPending}
          className="self-start"
        >
          {on ? 'Disable Maintenance Mode' : 'Enable Maintenance Mode'}
        </Button>
      </div>
    </ConfigCard>
  );
}
