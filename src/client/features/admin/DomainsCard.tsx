import { useState, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import { Globe, Plus, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';
import { QueryState } from '../../components/ui/QueryState';
import { Spinner } from '../../components/ui/Spinner';
import type { AllowedDomain } from '../../../shared/api/admin';
import { useAuthConfig } from '../../lib/session';
import { useAddDomain, useDeleteDomain, useDomains, useUpdateDomainStatus } from './api';
import { formatDateTime } from './format';
import { toastAdminError, toastInvalid, toastSuccess } from './notify';
import { inputClasses } from '../../components/ui/inputStyles';
import { ToggleSwitch } from '../../components/ui/ToggleSwitch';

export function DomainsCard() {
  const domains = useDomains();
  const add = useAddDomain();
  const [domain, setDomain] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!domain.trim()) return toastInvalid('Please enter a domain name.');
    add.mutate(domain.trim(), {
      onSuccess: (saved) => {
        setDomain('');
        toastSuccess('Domain added', `Addresses @${saved.domain} can now sign in.`);
      },
      onError: (err) => toastAdminError('Failed to add domain.', err),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="h-5 w-5 text-brand-600 dark:text-brand-300" aria-hidden />
          Allowed E-mail Domains
        </CardTitle>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Only addresses at an active domain can sign in.
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="flex gap-2">
          <label className="sr-only" htmlFor="new-domain">
            New domain
          </label>
          <input
            id="new-domain"
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            placeholder="school.edu"
            className={inputClasses}
          />
          <Button type="submit" disabled={add.isPending} className="shrink-0">
            <Plus className="h-4 w-4" aria-hidden />
            Add Domain
          </Button>
        </form>
        <QueryState
          query={domains}
          pending={<Spinner label="Loading domains" />}
          error={
            <p className="text-sm text-red-700 dark:text-red-300" role="alert">
              Failed to fetch domains.
            </p>
          }
          isEmpty={(list) => list.length === 0}
          empty={<p className="text-sm text-slate-600 dark:text-slate-400">No domains yet.</p>}
        >
          {(list) => (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800 rounded-lg border border-slate-200 dark:border-slate-700">
              {list.map((d) => (
                <DomainRow key={d.id} domain={d} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function DomainRow({ domain }: { domain: AllowedDomain }) {
  // The server's configured domain (ALLOWED_DOMAIN) is refused deletion there; say so before anyone tries.
  const configured = useAuthConfig().data?.allowedDomain === domain.domain;
  const updateStatus = useUpdateDomainStatus();
  const remove = useDeleteDomain();
  const active = domain.isActive === 'true';
  const toggle = (on: boolean) =>
    updateStatus.mutate(
      { domainId: domain.id, isActive: on ? 'true' : 'false' },
      {
        onSuccess: () =>
          toastSuccess('Domain updated', `${domain.domain} is now ${on ? 'active' : 'inactive'}.`),
        onError: (err) => toastAdminError('Failed to update domain status.', err),
      },
    );
  const confirmDelete = () =>
    remove.mutate(domain.id, {
      onSuccess: () => toastSuccess('Domain deleted', `${domain.domain} was removed.`),
      onError: (err) => toastAdminError('Failed to delete domain.', err),
    });
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 p-3"
      data-testid={`domain-${domain.domain}`}
    >
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">@{domain.domain}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">Added {formatDateTime(domain.addedAt)}</p>
        {configured && (
          <p id={`configured-${domain.id}`} className="text-xs text-slate-600 dark:text-slate-400">
            The server's configured domain: it cannot be deleted, only deactivated.
          </p>
        )}
      </div>
      <div className="flex items-center gap-3">
        <ToggleSwitch
          label={`Active: ${domain.domain}`}
          checked={active}
          onCheckedChange={toggle}
          disabled={updateStatus.isPending}
        />
        <span className="w-14 text-sm text-slate-700 dark:text-slate-300" aria-hidden>
          {active ? 'Active' : 'Inactive'}
        </span>
        <AlertDialog.Root>
          <AlertDialog.Trigger
            className={buttonClasses(
              'ghost',
              'icon',
              'text-red-700 dark:text-red-300 hover:bg-red-50 dark:hover:bg-red-500/10',
            )}
            aria-label={`Delete ${domain.domain}`}
            disabled={configured}
            aria-describedby={configured ? `configured-${domain.id}` : undefined}
            title={configured ? "The server's configured domain cannot be deleted" : undefined}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 dark:bg-black/70" />
            <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white dark:bg-slate-900 dark:ring-1 dark:ring-slate-700 p-6 shadow-xl">
              <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-slate-100">
                Delete domain?
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                Are you sure you want to delete @{domain.domain}? Addresses at this domain will no longer be
                able to sign in.
              </AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-2">
                <AlertDialog.Cancel className={buttonClasses('outline')}>Cancel</AlertDialog.Cancel>
                <AlertDialog.Action className={buttonClasses('destructive')} onClick={confirmDelete}>
                  Delete
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
    </li>
  );
}
