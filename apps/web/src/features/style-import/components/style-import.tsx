import { Permissions, styleImportLimits } from '@spool/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useImportUnits } from '../api/get-import-units';
import { useReadStyleSpreadsheet, type DroppedSheet } from '../api/read-style-spreadsheet';
import { droppedFiles } from '../utils/sheet-model';
import { DropArea } from './drop-area';
import { ImportSheetButtons } from './import-sheet-buttons';
import type { ImportChoice } from './upload-dialog';

/** The dialog (with its sheet preview) is loaded with the first file read, not with the dashboard. */
const UploadDialog = lazy(async () => ({
  default: (await import('./upload-dialog')).UploadDialog,
}));

/**
 * The spreadsheet import of styles (platform-admin spec, sections 2, 5 and 8):
 * the drop area, and once exactly one file is read, the data-upload dialog with its preview.
 * For people who may import and create styles (the server checks again). `choiceTarget`, when
 * given, also receives the first start's import buttons, which open the same dialog:
 * the import keeps its state here whatever happens to the page around that target.
 */
export function StyleImport({ choiceTarget }: { choiceTarget?: HTMLElement | null }) {
  const { state } = useReadySession();
  const granted = (policy: string) => isGranted(state.configuration, policy);
  if (!granted(Permissions.Import) || !granted(Permissions.StylesCreate)) return null;
  return (
    <StyleImportArea
      canReadSettings={granted(Permissions.Catalogue)}
      choiceTarget={choiceTarget ?? null}
    />
  );
}

function StyleImportArea({
  canReadSettings,
  choiceTarget,
}: {
  canReadSettings: boolean;
  choiceTarget: HTMLElement | null;
}) {
  const { t } = useTranslation();
  const toast = useToast('style-import');
  const read = useReadStyleSpreadsheet();
  const units = useImportUnits(canReadSettings);
  const [sheet, setSheet] = useState<(DroppedSheet & { readonly number: number }) | null>(null);
  const sheetsRead = useRef(0);
  // Chosen in the dialog for this import; the tenant's units until then.
  const [chosen, setChosen] = useState<Partial<ImportChoice>>({});
  const choice: ImportChoice = {
    seamLengthUnit: chosen.seamLengthUnit ?? units.seamLengthUnit,
    tktTex: chosen.tktTex ?? units.tktTex,
  };

  const readFiles = (files: ArrayLike<File>) => {
    const dropped = droppedFiles(files);
    if (dropped.kind === 'many') {
      toast.error(t('import.oneFile'));
      return;
    }
    if (dropped.kind === 'none') return;
    if (dropped.file.size > styleImportLimits.maxBytes) {
      toast.error(
        t('Spool.Import:TooLarge', {
          ns: 'errors',
          keySeparator: false,
          nsSeparator: false,
          maxMb: styleImportLimits.maxBytes / 1024 / 1024,
        }),
      );
      return;
    }
    read.mutate(dropped.file, {
      onSuccess: (read) => {
        sheetsRead.current += 1;
        setSheet({ ...read, number: sheetsRead.current });
      },
      onError: (error) => toast.error(error.message),
    });
  };

  useEffect(() => {
    // A file dropped beside the drop area would replace the app with the file in this tab.
    const keepPage = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
    return () => {
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    };
  }, []);

  const close = () => {
    setSheet(null);
    setChosen({});
  };

  return (
    <>
      <DropArea onFiles={readFiles} reading={read.isPending && sheet === null} />
      {choiceTarget
        ? createPortal(
            <ImportSheetButtons
              place="firstStart"
              onFiles={readFiles}
              reading={read.isPending && sheet === null}
            />,
            choiceTarget,
          )
        : undefined}
      {sheet ? (
        <Suspense fallback={null}>
          <UploadDialog
            // A corrected file dropped on the dialog starts afresh, with the units chosen.
            key={sheet.number}
            sheet={sheet}
            units={units}
            choice={choice}
            onChoiceChange={setChosen}
            reading={read.isPending}
            onFiles={readFiles}
            onClose={close}
          />
        </Suspense>
      ) : undefined}
    </>
  );
}
