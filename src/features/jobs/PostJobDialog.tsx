import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { emptyPostJob, postJobSchema, type PostJobValues } from './post-job-schema';
import { usePostJob } from './queries';

type Field = {
  name: keyof PostJobValues;
  label: string;
  placeholder?: string;
  required?: boolean;
  multiline?: boolean;
};

const FIELDS: Field[] = [
  { name: 'title', label: 'Job Title', required: true },
  { name: 'company_name', label: 'Company', required: true },
  { name: 'location', label: 'Location', required: true },
  { name: 'experience_required', label: 'Experience Required', placeholder: '3-5 years' },
  { name: 'education_qualification', label: 'Education Qualification', placeholder: "Bachelor's Degree" },
  { name: 'compensation_range', label: 'Compensation Range', placeholder: '$80k - $100k' },
  { name: 'joining_time', label: 'Joining Time', placeholder: 'Immediately' },
  { name: 'description', label: 'Description', required: true, multiline: true },
  { name: 'other_criteria', label: 'Other Criteria', multiline: true },
];

export function PostJobDialog({ uid, defaultCompany }: { uid: string; defaultCompany?: string | null }) {
  const [open, setOpen] = useState(false);
  const post = usePostJob(uid);
  const form = useForm<PostJobValues>({
    resolver: zodResolver(postJobSchema),
    defaultValues: { ...emptyPostJob, company_name: defaultCompany ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  // On a refusal the values stay in the form (the mutation's onError toasts the server message).
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await post.mutateAsync(values);
    } catch {
      return;
    }
    form.reset({ ...emptyPostJob, company_name: defaultCompany ?? '' });
    setOpen(false);
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus className="mr-1 h-4 w-4" aria-hidden="true" />
          Post a Job
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create a New Job Posting</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {FIELDS.map((f) => {
            const id = `job-${f.name}`;
            const err = errors[f.name]?.message;
            const common = {
              id,
              placeholder: f.placeholder,
              'aria-invalid': err ? true : undefined,
              'aria-describedby': err ? `${id}-error` : undefined,
              ...form.register(f.name),
            };
            return (
              <div key={f.name} className={f.multiline ? 'space-y-1 sm:col-span-2' : 'space-y-1'}>
                <Label htmlFor={id}>
                  {f.label}
                  {f.required ? ' *' : ''}
                </Label>
                {f.multiline ? <Textarea rows={4} {...common} /> : <Input {...common} />}
                {err ? (
                  <p id={`${id}-error`} className="text-sm text-red-700">
                    {err}
                  </p>
                ) : null}
              </div>
            );
          })}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Posting...' : 'Post Job'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
