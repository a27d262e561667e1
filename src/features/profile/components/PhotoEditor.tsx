import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { APPLICATION_MESSAGES, APPLICATION_TEXT } from '@/config/messages';
import { PHOTO_UPLOAD } from '@/config/uploads';
import { toastError } from '@/lib/errors';
import { cropToSquare, photoProblem, uploadProblem, type PixelArea } from '../photo';
import { useProfilePhoto } from '../queries';

// The cropper (react-easy-crop) loads when a picture is chosen, not with every profile visit.
const PhotoCropDialog = lazy(() => import('./PhotoCropDialog'));

export interface PhotoEditorProps {
  uid: string;
  name: string | null | undefined;
  avatarUrl: string | null | undefined;
  /** A provider's picture is their company's logo. */
  isProvider: boolean;
  onSaved: () => Promise<unknown> | void;
}

/**
 * The own profile's photo or logo: choose a picture, frame it square (drag, zoom), and the browser
 * uploads a 256 px square; or remove it and the initials show. The old file is removed with it.
 */
export function PhotoEditor({ uid, name, avatarUrl, isProvider, onSaved }: PhotoEditorProps) {
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const photo = useProfilePhoto(uid, onSaved);
  const label = isProvider ? APPLICATION_TEXT.photo.provider : APPLICATION_TEXT.photo.hr;
  const noun = isProvider ? 'logo' : 'photo';

  // The chosen file is shown through an object URL; it is released when replaced or closed.
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const wrong = photoProblem(file);
    setProblem(wrong);
    if (wrong) return;
    setSource(URL.createObjectURL(file));
  };

  const save = async (area: PixelArea) => {
    if (!source) return;
    let image: Blob;
    try {
      image = await cropToSquare(source, area);
    } catch (error) {
      toastError(APPLICATION_MESSAGES.errors.photo, error);
      return;
    }
    const tooBig = uploadProblem(image);
    if (tooBig) {
      toastError(APPLICATION_MESSAGES.errors.photo, null, tooBig);
      return;
    }
    try {
      await photo.mutateAsync(image);
      setSource(null);
    } catch {
      // Toasted by the mutation's meta; the cropper stays open to try again.
    }
  };

  return (
    <div className="flex flex-col items-center gap-2" data-testid="photo-editor">
      <Avatar name={name} src={avatarUrl} size="xl" />
      <input
        ref={input}
        type="file"
        accept={PHOTO_UPLOAD.accept}
        className="sr-only"
        tabIndex={-1}
        aria-label={`${label} file`}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <div className="flex flex-wrap justify-center gap-1">
        <Button
          size="sm"
          variant="outline"
          onClick={() => input.current?.click()}
          disabled={photo.isPending}
          aria-describedby={problem ? undefined : `${uid}-photo-hint`}
        >
          <Camera aria-hidden="true" /> {avatarUrl ? `Change ${noun}` : `Upload ${noun}`}
        </Button>
        {avatarUrl ? (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" disabled={photo.isPending} aria-label={`Remove ${noun}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title={`Remove your ${noun}?`}
            description="Your initials show instead, on your profile and cards."
            confirmLabel="Remove"
            onConfirm={() => photo.mutate(null)}
          />
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="max-w-48 text-center text-xs font-medium text-red-700">
          {problem}
        </p>
      ) : (
        <p id={`${uid}-photo-hint`} className="max-w-48 text-center text-xs text-slate-600">
          {APPLICATION_TEXT.photoHint}
        </p>
      )}

      {source ? (
        <Suspense fallback={null}>
          <PhotoCropDialog
            source={source}
            noun={noun}
            saving={photo.isPending}
            onCancel={() => setSource(null)}
            onSave={(area) => void save(area)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
