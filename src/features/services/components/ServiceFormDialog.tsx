import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { DialogFooter, TitledDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import type { Category } from '@/lib/categories';
import { emptyService, serviceSchema, type ServiceValues } from '../schemas';

const isMissing = (error: { type?: unknown } | undefined) =>
  error?.type === 'too_small' || error?.type === 'invalid_type';

export function ServiceFormDialog({
  open,
  onOpenChange,
  editing,
  categories,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null = add mode. */
  editing: (ServiceValues & { id: string }) | null;
  categories: Category[];
  /** Rejects when the server refuses; the form then keeps its values. */
  onSave: (id: string | null, values: ServiceValues) => Promise<void>;
}) {
  const form = useForm<ServiceValues>({ resolver: zodResolver(serviceSchema), defaultValues: emptyService });
  const { isSubmitting, errors } = form.formState;

  useEffect(() => {
    if (open)
      form.reset(
        editing
          ? { service_name: editing.service_name, category_id: editing.category_id, description: editing.description }
          : emptyService,
      );
  }, [open, editing, form]);

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSave(editing?.id ?? null, values);
      } catch {
        return;
      }
      form.reset(emptyService);
      onOpenChange(false);
    },
    // Spec point 5: a missing name or category gives the 'Missing fields' toast. Any other problem
    // (a value too long) is not a missing field: its message under the field says what to fix.
    (invalid) => {
      const missing = isMissing(invalid.service_name) || isMissing(invalid.category_id);
      if (missing)
        toast({
          title: 'Missing fields',
          description: 'Please fill in service name and category.',
          variant: 'destructive',
        });
    },
  );

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Service' : 'Add New Service'}
      description="Service name and category are required."
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField id="service-name" label="Service Name *" error={errors.service_name?.message}>
          <Input {...form.register('service_name')} />
        </FormField>
        <FormField id="service-category" label="Category *" error={errors.category_id?.message}>
          <Select {...form.register('category_id')}>
            <option value="">Select a category</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="service-description" label="Description" error={errors.description?.message}>
          <Textarea rows={4} {...form.register('description')} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : editing ? 'Update Service' : 'Add Service'}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
