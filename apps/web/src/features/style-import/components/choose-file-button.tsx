import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef } from 'react';

/** The spreadsheets the import reads. */
export const acceptedFiles = '.xlsx,.csv';

/**
 * A button that opens the file chooser for spreadsheets (a real file input beside it, with its
 * own accessible label) and hands the chosen files on; the input is emptied so that the same
 * file can be chosen again. A real button, not a label drawn as one: a label may not take the
 * button role.
 */
export function ChooseFileButton({
  label,
  inputLabel,
  onFiles,
  ...button
}: {
  label: string;
  inputLabel: string;
  onFiles: (files: File[]) => void;
} & Pick<ButtonProps, 'size' | 'variant' | 'disabled'>) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        startIcon={<FolderOpenOutlinedIcon />}
        onClick={() => input.current?.click()}
        {...button}
      >
        {label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={acceptedFiles}
        aria-label={inputLabel}
        onChange={(event) => {
          // Copied before the input is emptied.
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          onFiles(files);
        }}
      />
    </>
  );
}
