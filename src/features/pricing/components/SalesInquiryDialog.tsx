import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { DialogFooter, TitledDialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { emptySalesInquiry, salesInquirySchema, type SalesInquiryValues } from '../schemas';

/** 'Contact Sales' (Enterprise): name, company, e-mail, message, stored for the administrators. */
export function SalesInquiryDialog({
  open,
  onOpenChange,
  initial,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial?: Partial<SalesInquiryValues>;
  /** Rejects when the server refuses; the form then keeps what was typed. */
  onSend: (values: SalesInquiryValues) => Promise<void>;
}) {
  const form = useForm<SalesInquiryValues>({
    resolver: zodResolver(salesInquirySchema),
    defaultValues: emptySalesInquiry,
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) form.reset({ ...emptySalesInquiry, ...initial });
    // The member's details prefill the form each time it opens, not while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSend(values);
    } catch {
      return;
    }
    onOpenChange(false);
  });

  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Contact Sales"
      description="Tell us about your company; our sales team will get back to you."
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
        <FormField id="sales-name" label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField id="sales-company" label="Company" error={errors.company?.message}>
          <Input autoComplete="organization" {...form.register('company')} />
        </FormField>
        <FormField id="sales-email" label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField id="sales-message" label="Message" error={errors.message?.message}>
          <Textarea rows={4} {...form.register('message')} />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send'}
          </Button>
        </DialogFooter>
      </form>
    </TitledDialog>
  );
}
