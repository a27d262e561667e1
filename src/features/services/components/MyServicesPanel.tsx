import { useState } from 'react';
import { Eye, EyeOff, Package, Pencil, Plus, Trash2 } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { isUpgradeRequired, planRights } from '@/lib/plan';
import { toast } from '@/lib/toast';
import { PLAN_MESSAGES } from '@/config/messages';
import { UpgradeDialog } from '@/components/upgrade-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { useCategories } from '@/lib/categories';
import { useDeleteService, useMyServices, useSaveService, useSetShowcased, type MyService } from '../queries';
import { ServiceFormDialog } from './ServiceFormDialog';

/** `heading` is h1 when the panel is the whole page (/my-services), h2 inside the profile's tab. */
export function MyServicesPanel({ uid, heading: Heading = 'h2' }: { uid: string; heading?: 'h1' | 'h2' }) {
  const services = useMyServices(uid);
  const categories = useCategories();
  const save = useSaveService(uid);
  const del = useDeleteService();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<MyService | null>(null);
  const showcase = useSetShowcased();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { profile } = useAuth();
  const rights = planRights(profile?.subscription_plan);
  const limit = rights.showcasedServices;

  const openAdd = () => {
    setEditing(null);
    setOpen(true);
  };
  const list = services.data ?? [];
  const showcasedCount = list.filter((s) => s.showcased).length;
  const full = limit !== null && showcasedCount >= limit;

  // The plan's limit is shown and checked here first; the database has the last word (PT402).
  const toggleShowcase = (s: MyService) => {
    if (!s.showcased && full) {
      setRefusal(
        limit === 0
          ? 'Your Basic plan does not showcase services; they stay drafts on My Services.'
          : `Your ${rights.name} plan showcases up to ${limit} services.`,
      );
      return;
    }
    showcase.mutate(
      { id: s.id, showcased: !s.showcased },
      {
        onSuccess: () => toast(s.showcased ? PLAN_MESSAGES.showcaseOff : PLAN_MESSAGES.showcaseOn),
        onError: (error) => {
          if (isUpgradeRequired(error)) setRefusal(error.details ?? '');
        },
      },
    );
  };

  return (
    <section className="space-y-4" aria-labelledby="my-services-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading
          id="my-services-title"
          className={Heading === 'h1' ? 'text-2xl font-bold sm:text-3xl' : 'text-xl font-semibold'}
        >
          My Services
        </Heading>
        <Button onClick={openAdd} disabled={!categories.data?.length}>
          <Plus aria-hidden="true" />
          Add Service
        </Button>
      </div>
      <p className="text-sm text-slate-600" data-testid="showcase-counter">
        {limit === null
          ? `Showcased on the Services page: ${showcasedCount} (unlimited on ${rights.name}).`
          : limit === 0
            ? 'Your Basic plan does not showcase services: they stay drafts that only you see. Upgrade to list them on the Services page.'
            : `Showcased on the Services page: ${showcasedCount} of ${limit}. The others are drafts that only you see.`}
      </p>
      <QueryState
        query={services}
        loading="Loading services..."
        error="Your services could not be loaded."
        isEmpty={list.length === 0}
        empty={
          <EmptyState
            icon={<Package />}
            title="No services yet"
            description="Add the services you offer to HR professionals."
          />
        }
      >
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {list.map((s) => (
            <li key={s.id}>
              <Card className="flex h-full flex-col" data-testid="my-service-card">
                <CardHeader>
                  <CardTitle className="text-lg">{s.service_name}</CardTitle>
                  <div className="flex flex-wrap gap-2">
                    {s.category ? (
                      <Badge variant="secondary" className="w-fit">
                        {s.category.name}
                      </Badge>
                    ) : null}
                    {s.showcased ? (
                      <Badge variant="success" className="w-fit">
                        Showcased
                      </Badge>
                    ) : (
                      <Badge variant="outline" className="w-fit">
                        Draft
                      </Badge>
                    )}
                  </div>
                </CardHeader>
                <CardContent className="flex-1">
                  <p className="line-clamp-3 text-sm text-slate-600">{s.description}</p>
                </CardContent>
                <CardFooter className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant={s.showcased ? 'outline' : 'default'}
                    aria-label={`${s.showcased ? 'Take off the showcase' : 'Showcase'} ${s.service_name}`}
                    disabled={showcase.isPending && showcase.variables?.id === s.id}
                    onClick={() => toggleShowcase(s)}
                  >
                    {s.showcased ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                    {s.showcased ? 'Unlist' : 'Showcase'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Edit ${s.service_name}`}
                    onClick={() => {
                      setEditing(s);
                      setOpen(true);
                    }}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <ConfirmDialog
                    trigger={
                      <Button
                        size="sm"
                        variant="destructive"
                        aria-label={`Delete ${s.service_name}`}
                        disabled={del.isPending && del.variables === s.id}
                      >
                        <Trash2 aria-hidden="true" />
                        Delete
                      </Button>
                    }
                    title="Are you sure?"
                    description={`‘${s.service_name}’ will be deleted. This cannot be undone.`}
                    confirmLabel="Delete"
                    onConfirm={() => del.mutate(s.id)}
                  />
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </QueryState>
      <ServiceFormDialog
        open={open}
        onOpenChange={setOpen}
        editing={
          editing
            ? {
                id: editing.id,
                service_name: editing.service_name,
                category_id: editing.category_id,
                description: editing.description ?? '',
              }
            : null
        }
        categories={categories.data ?? []}
        onSave={async (id, values) => {
          // The mutation's success toast says 'Service saved', or that a new one was kept as a draft.
          await save.mutateAsync({ id, values });
        }}
      />
      <UpgradeDialog open={refusal !== null} onOpenChange={(o) => !o && setRefusal(null)} description={refusal} />
    </section>
  );
}
