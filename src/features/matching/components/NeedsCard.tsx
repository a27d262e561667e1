import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Target } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { Textarea } from '@/components/ui/textarea';
import { MATCHING_MESSAGES, MATCHING_TEXT } from '@/config/messages';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useCategories } from '@/lib/categories';
import { useMyNeeds, useSaveNeeds } from '../queries';
import { LOOKING_FOR_MAX, needsSchema, type NeedsValues } from '../schemas';

/** An HR Professional's needs: the categories they buy and a sentence of what they look for. */
export function NeedsCard({ uid }: { uid: string }) {
  const needs = useMyNeeds(uid);
  const categories = useCategories();
  const save = useSaveNeeds(uid);
  const form = useForm<NeedsValues>({
    resolver: zodResolver(needsSchema),
    defaultValues: { category_ids: [], looking_for: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const typed = form.watch('looking_for') ?? '';

  useEffect(() => {
    if (needs.data) form.reset(needs.data);
  }, [needs.data, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast(MATCHING_MESSAGES.needsSaved);
    } catch {
      // The cache toasted the server's message; the form keeps what was typed.
    }
  });

  return (
    <SectionCard title={MATCHING_TEXT.needsTitle} icon={<Target className="h-4 w-4" aria-hidden="true" />}>
      <QueryState
        query={{
          isPending: needs.isPending || categories.isPending,
          isError: needs.isError || categories.isError,
          error: needs.error ?? categories.error,
          refetch: () => Promise.all([needs.refetch(), categories.refetch()]),
        }}
        loading={MATCHING_TEXT.recommendedLoading}
        error={MATCHING_TEXT.recommendedError}
        isEmpty={false}
        empty={null}
      >
        <form onSubmit={submit} noValidate className="space-y-4" aria-label={MATCHING_TEXT.needsTitle}>
          <p className="text-sm text-slate-600">{MATCHING_TEXT.needsDescription}</p>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{MATCHING_TEXT.needsCategories}</legend>
            <Controller
              control={form.control}
              name="category_ids"
              render={({ field }) => (
                <div className="flex flex-wrap gap-2">
                  {(categories.data ?? []).map((c) => {
                    const checked = field.value.includes(c.id);
                    return (
                      <label
                        key={c.id}
                        className={cn(
                          'flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm',
                          'focus-within:ring-2 focus-within:ring-blue-600 focus-within:ring-offset-1',
                          checked ? 'border-blue-700 bg-blue-50 text-blue-900' : 'border-slate-300 text-slate-700',
                        )}
                      >
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-blue-700"
                          checked={checked}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked ? [...field.value, c.id] : field.value.filter((id) => id !== c.id),
                            )
                          }
                        />
                        {c.name}
                      </label>
                    );
                  })}
                </div>
              )}
            />
          </fieldset>
          <FormField
            id="needs-looking_for"
            label={MATCHING_TEXT.needsLookingFor}
            error={errors.looking_for?.message}
            hint={`${MATCHING_TEXT.needsLookingForHelp} (${typed.length}/${LOOKING_FOR_MAX})`}
          >
            <Textarea rows={3} {...form.register('looking_for')} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : MATCHING_TEXT.needsSave}
          </Button>
        </form>
      </QueryState>
    </SectionCard>
  );
}
