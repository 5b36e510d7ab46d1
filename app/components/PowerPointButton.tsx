import { FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { POWERPOINT_ACCEPT } from '../api/powerPoint';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { toastError } from './ui/toast';

/**
 * A button that picks a PowerPoint file and hands it to `onFile` (issue 30: "Import PowerPoint" on
 * a client's presentations page, "Import from PowerPoint" in the Brand dialog). It is busy until
 * `onFile` settles; a refusal is shown as the server's own message.
 */
export function PowerPointButton({
  label,
  inputLabel,
  disabled,
  onFile,
}: {
  label: string;
  /** The file input's accessible name. */
  inputLabel: string;
  disabled?: boolean;
  onFile: (file: File) => Promise<void>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function take(file: File) {
    setBusy(true);
    try {
      await onFile(file);
    } catch (err) {
      toastError(
        err instanceof ApiError ? err.serverMessage : `${file.name} could not be read`,
        'Not imported',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        disabled={busy || disabled}
        onClick={() => input.current?.click()}
      >
        {busy ? <Spinner /> : <FileUp className="size-4" aria-hidden />}
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={POWERPOINT_ACCEPT}
        aria-label={inputLabel}
        className="hidden"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void take(file);
        }}
      />
    </>
  );
}
