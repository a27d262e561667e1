import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from '@/components/ui/button';
import { DialogFooter, TitledDialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { APPLICATION_TEXT } from '@/config/messages';
import type { PixelArea } from '../photo';

export interface PhotoCropDialogProps {
  /** An object URL of the chosen picture. */
  source: string;
  /** 'photo' or 'logo'. */
  noun: string;
  saving: boolean;
  onCancel: () => void;
  onSave: (area: PixelArea) => void;
}

/** Frames the chosen picture square: drag to move (arrow keys too), the slider or the wheel to zoom. */
export default function PhotoCropDialog({ source, noun, saving, onCancel, onSave }: PhotoCropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);

  return (
    <TitledDialog
      open
      onOpenChange={(open) => (open ? null : onCancel())}
      title={APPLICATION_TEXT.photoCropTitle}
      description={APPLICATION_TEXT.photoCropDescription}
    >
      <div className="relative h-72 w-full overflow-hidden rounded-lg bg-slate-900 dark:bg-black">
        <Cropper
          image={source}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="photo-zoom">Zoom</Label>
        <input
          id="photo-zoom"
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          className="w-full accent-brand-600"
        />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => area && onSave(area)} disabled={!area || saving}>
          {saving ? 'Saving...' : `Save ${noun}`}
        </Button>
      </DialogFooter>
    </TitledDialog>
  );
}
