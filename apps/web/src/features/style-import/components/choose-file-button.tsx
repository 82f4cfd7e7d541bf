import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';

/** The spreadsheets the import reads. */
export const acceptedFiles = '.xlsx,.csv';

/**
 * A button that opens the file chooser for spreadsheets (a real file input, with its own
 * accessible label) and hands the chosen files on; the input is emptied so that the same
 * file can be chosen again.
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
  return (
    <Button component="label" startIcon={<FolderOpenOutlinedIcon />} {...button}>
      {label}
      <input
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
    </Button>
  );
}
