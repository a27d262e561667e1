import { useEffect, useState } from 'react';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { QueryState } from '@/components/ui/query-state';
import { APPLICATION_TEXT } from '@/config/messages';
import { CV_UPLOAD } from '@/config/uploads';
import { useCvFile, useOpenCv } from '../queries';

/** Whether the browser can show this CV itself (a PDF); Word files are downloaded. */
export const isShownInPage = (name: string) => name.toLowerCase().endsWith('.pdf');

/** The file as a page-local address while it is shown; given back when it is no longer. */
function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return;
    const next = URL.createObjectURL(new Blob([file], { type: CV_UPLOAD.types.pdf }));
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

/**
 * A PDF CV shown in the page, in the browser's own viewer, with a Download beside it. The private
 * bucket serves CVs only as attachments (stack/src/storage/metadata.ts), so the bytes come through
 * Storage's authenticated download and are shown from a local address.
 */
export function CvViewer({
  path,
  name,
  applicant,
  open,
  onOpenChange,
}: {
  path: string;
  name: string;
  applicant: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const file = useCvFile(path, open);
  const url = useObjectUrl(open ? file.data : undefined);
  const download = useOpenCv();
  const text = APPLICATION_TEXT.cvViewer;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle className="wrap-anywhere pr-8">{text.title(name)}</DialogTitle>
          <DialogDescription>{text.description(applicant)}</DialogDescription>
        </DialogHeader>
        <QueryState query={file} loading={text.loading} error={text.error} isEmpty={false} empty={null}>
          {url ? (
            <iframe title={text.title(name)} src={url} className="h-[65vh] w-full rounded-md border border-slate-200" />
          ) : null}
        </QueryState>
        <div className="flex justify-end">
          <Button
            variant="outline"
            onClick={() => download.mutate({ path, name })}
            disabled={download.isPending}
            aria-label={`${text.download}: ${name}`}
          >
            <FileDown aria-hidden="true" /> {text.download}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
