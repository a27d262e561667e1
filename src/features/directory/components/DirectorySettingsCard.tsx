import { useState, type FormEvent } from 'react';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DIRECTORY_TEXT } from '@/config/directory-text';
import type { Profile } from '@/lib/own-profile';
import { COMPANY_TYPES, USER_TYPE, type CompanyType } from '@/lib/enums';
import { useUpdateDirectorySettings } from '../queries';
import { providerPath } from '../search-state';

const T = DIRECTORY_TEXT.settings;

function ProviderSettings({ profile, onSaved }: { profile: Profile; onSaved: () => Promise<unknown> | void }) {
  const save = useUpdateDirectorySettings(profile.id, onSaved);
  const [location, setLocation] = useState(profile.location ?? '');
  // Shown switched at once; back as it was if the save fails (the failure toasts).
  const [listed, setListed] = useState(profile.directory_listed);
  const switchListed = (next: boolean) => {
    setListed(next);
    save.mutate({ directory_listed: next }, { onError: () => setListed(!next) });
  };
  const submitLocation = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ location });
  };
  return (
    <CardContent className="space-y-5">
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
          checked={listed}
          disabled={save.isPending}
          onChange={(e) => switchListed(e.target.checked)}
          aria-describedby="directory-listed-help"
        />
        <span className="font-medium text-slate-900">{T.listed}</span>
      </label>
      <p id="directory-listed-help" className="text-sm text-slate-600">
        {T.listedHelp}
      </p>
      {listed && profile.directory_slug ? (
        <p className="text-sm">
          <a
            href={providerPath(profile.directory_slug)}
            className="inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:underline"
          >
            {T.yourPage}: {providerPath(profile.directory_slug)}
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        </p>
      ) : null}
      <form onSubmit={submitLocation} className="space-y-1">
        <label htmlFor="directory-location-input" className="text-sm font-medium text-slate-800">
          {T.location}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="directory-location-input"
            value={location}
            maxLength={120}
            onChange={(e) => setLocation(e.target.value)}
            aria-describedby="directory-location-hint"
          />
          <Button type="submit" variant="outline" disabled={save.isPending}>
            {save.isPending ? T.saving : T.save}
          </Button>
        </div>
        <p id="directory-location-hint" className="text-xs text-slate-600">
          {T.locationHint}
        </p>
      </form>
    </CardContent>
  );
}

function HrSettings({ profile, onSaved }: { profile: Profile; onSaved: () => Promise<unknown> | void }) {
  const save = useUpdateDirectorySettings(profile.id, onSaved);
  return (
    <CardContent className="space-y-1">
      <label htmlFor="directory-company-type" className="text-sm font-medium text-slate-800">
        {T.companyType}
      </label>
      <Select
        id="directory-company-type"
        className="sm:w-72"
        value={profile.company_type ?? ''}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ company_type: (e.target.value || null) as CompanyType | null })}
      >
        <option value="">{T.companyTypeNone}</option>
        {COMPANY_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </Select>
    </CardContent>
  );
}

/**
 * The Settings tab's card for the public directory: a provider's 'Show my profile in the public
 * directory' (on by default) with its location and a link to the public page; an HR member's company
 * type, shown with their reviews there. Self-contained: it reads the own profile it is given and saves
 * its own columns.
 */
export function DirectorySettingsCard({
  profile,
  onSaved,
}: {
  profile: Profile;
  /** Reloads the own profile (it lives in the auth context). */
  onSaved: () => Promise<unknown> | void;
}) {
  const isProvider = profile.user_type === USER_TYPE.provider;
  return (
    <Card data-testid="directory-settings">
      <CardHeader>
        <CardTitle className="text-lg">{isProvider ? T.title : T.hrTitle}</CardTitle>
        {isProvider ? null : <CardDescription>{T.hrHelp}</CardDescription>}
      </CardHeader>
      {isProvider ? (
        <ProviderSettings profile={profile} onSaved={onSaved} />
      ) : (
        <HrSettings profile={profile} onSaved={onSaved} />
      )}
    </Card>
  );
}
