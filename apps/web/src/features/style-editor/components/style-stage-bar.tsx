import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  Permissions,
  stageNoteMaxLength,
  type StyleDto,
  type StyleStageDto,
} from '@spool/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useChangeStage, useStyleVersions } from '../api/style-stages';
import { formatThreadLength } from '../operation-dialog/format';
import { StyleSampleDialog } from './style-sample-dialog';
import { ActualUseDialog } from './actual-use-dialog';

/**
 * The style's stage under the window's header: Estimate or Approved with its version, what
 * that means, and (for those who may approve) Approve or Reopen; its versions for everyone.
 */
export function StyleStageBar({
  style,
  dirty,
  onChanged,
}: {
  style: StyleDto;
  dirty: boolean;
  /** The style's new stage, version and stamp, once approved or reopened. */
  onChanged: (stage: StyleStageDto) => void;
}) {
  const { t } = useTranslation();
  const { state } = useReadySession();
  const canApprove = isGranted(state.configuration, Permissions.StylesApprove);
  const [open, setOpen] = useState<'approve' | 'reopen' | 'versions' | 'sample' | null>(null);
  // What production used is recorded against the approved version, without reopening it.
  const [actualUseOpen, setActualUseOpen] = useState(false);
  const approved = style.stage === 'approved';
  const close = () => setOpen(null);

  return (
    <Paper
      variant="outlined"
      data-testid="style-stage"
      sx={{
        px: 2,
        py: 1.25,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        borderColor: approved ? 'success.main' : 'divider',
      }}
    >
      <Chip
        icon={approved ? <VerifiedOutlined /> : <EditNoteOutlined />}
        color={approved ? 'success' : 'default'}
        variant={approved ? 'filled' : 'outlined'}
        label={t(`styleStages.stage.${style.stage}`, { version: style.version })}
      />
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
        {t(approved ? 'styleStages.hint.approved' : 'styleStages.hint.estimate')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap>
        <Button onClick={() => setOpen('sample')}>{t('styleSample.open')}</Button>
        <Button onClick={() => setOpen('versions')}>{t('styleStages.versions')}</Button>
        {approved ? (
          <Button onClick={() => setActualUseOpen(true)}>{t('actuals.open')}</Button>
        ) : null}
        {canApprove && approved ? (
          <Button variant="outlined" onClick={() => setOpen('reopen')}>
            {t('styleStages.reopen')}
          </Button>
        ) : null}
        {canApprove && !approved ? (
          <Button variant="outlined" color="success" onClick={() => setOpen('approve')}>
            {t('styleStages.approve')}
          </Button>
        ) : null}
      </Stack>
      {open === 'approve' || open === 'reopen' ? (
        <StageDialog
          kind={open}
          style={style}
          dirty={dirty}
          onChanged={onChanged}
          onClose={close}
        />
      ) : null}
      {open === 'versions' ? <VersionsDialog style={style} onClose={close} /> : null}
      {open === 'sample' ? (
        <StyleSampleDialog style={style} onChanged={onChanged} onClose={close} />
      ) : null}
      {actualUseOpen ? (
        <ActualUseDialog
          style={style}
          canEdit={isGranted(state.configuration, Permissions.StylesUpdate)}
          onClose={() => setActualUseOpen(false)}
        />
      ) : null}
    </Paper>
  );
}

/** Approving with an optional note, or reopening with a reason. */
function StageDialog({
  kind,
  style,
  dirty,
  onChanged,
  onClose,
}: {
  kind: 'approve' | 'reopen';
  style: StyleDto;
  dirty: boolean;
  onChanged: (stage: StyleStageDto) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast('style');
  const id = useId();
  const change = useChangeStage();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const approve = kind === 'approve';
  const missingReason = !approve && text.trim() === '';
  const tooLong = text.length > stageNoteMaxLength;
  const fieldError = tooLong
    ? t('validation.maxLength', { max: stageNoteMaxLength })
    : tried && missingReason
      ? t('validation.required')
      : undefined;

  const confirm = async () => {
    setTried(true);
    if (missingReason || tooLong || (approve && dirty)) return;
    try {
      const stage = await change.mutateAsync(
        approve ? { kind, style, note: text } : { kind, style, reason: text },
      );
      onChanged(stage);
      toast.success(
        t(approve ? 'styleStages.approved' : 'styleStages.reopened', { version: stage.version }),
      );
      onClose();
    } catch (error) {
      // The server's message is in the user's language; anything else gets the window's own.
      toast.error(
        error instanceof ApiError && error.message !== '' ? error.message : t('styleWindow.error'),
      );
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        {t(approve ? 'styleStages.approveTitle' : 'styleStages.reopenTitle', {
          name: style.name,
        })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {approve
              ? t('styleStages.approveText', { version: style.version })
              : t('styleStages.reopenText', { version: style.version, next: style.version + 1 })}
          </DialogContentText>
          {approve && dirty ? <Alert severity="warning">{t('styleStages.saveFirst')}</Alert> : null}
          <TextField
            autoFocus
            multiline
            minRows={2}
            required={!approve}
            label={t(approve ? 'styleStages.note' : 'styleStages.reason')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={fieldError !== undefined}
            helperText={fieldError}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('styleStages.cancel')}</Button>
        <Button
          variant="contained"
          color={approve ? 'success' : 'primary'}
          loading={change.isPending}
          disabled={approve && dirty}
          onClick={() => void confirm()}
        >
          {t(approve ? 'styleStages.approveConfirm' : 'styleStages.reopenConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Every approved version with who approved it, its figures and why it was reopened. */
function VersionsDialog({ style, onClose }: { style: StyleDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const versions = useStyleVersions(style.id, true);
  const items = versions.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>
        {t('styleStages.versionsTitle', { name: style.name })}
      </DialogTitle>
      <DialogContent>
        {versions.isError ? (
          <Alert severity="error">{t('styleStages.readError')}</Alert>
        ) : versions.isPending ? null : items.length === 0 ? (
          <Typography color="text.secondary">{t('styleStages.noVersions')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={`${id}-title`}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('styleStages.columns.version')}</TableCell>
                  <TableCell>{t('styleStages.columns.approved')}</TableCell>
                  <TableCell>{t('styleStages.columns.note')}</TableCell>
                  <TableCell align="right">{t('styleStages.columns.perGarment')}</TableCell>
                  <TableCell align="right">{t('styleStages.columns.order')}</TableCell>
                  <TableCell>{t('styleStages.columns.reopened')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((version) => (
                  <TableRow key={version.version}>
                    <TableCell>{version.version}</TableCell>
                    <TableCell>
                      {formatDateTime(version.approvedAt, i18n.language)}
                      <br />
                      {t('styleStages.by', { name: version.approvedBy ?? '–' })}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{version.note ?? ''}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatThreadLength(
                        version.singleGarmentConsumption,
                        version.threadLengthUnit,
                        i18n.language,
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatThreadLength(
                        version.orderThread,
                        version.threadLengthUnit,
                        i18n.language,
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                      {version.reopenedAt ? (
                        <>
                          {formatDateTime(version.reopenedAt, i18n.language)}
                          <br />
                          {t('styleStages.by', { name: version.reopenedBy ?? '–' })}
                          <br />
                          {version.reopenReason}
                        </>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('styleStages.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
