import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Permissions, stylePictureLimits } from '@spool/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { ApiError } from '../../../lib/api-client';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useFileDrop } from '../../../lib/use-file-drop';
import { useChangeStylePicture } from '../api/change-style-picture';
import { useStylePicture, useStylePictureUrl } from '../api/get-style-picture';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The picture of a saved style in the window's title: a thumbnail, or an empty frame to add
 * one. A PNG or JPEG dropped on it, or chosen from its menu, becomes the style's picture (the
 * server checks the file's content); its menu also removes it. Without the permission to edit
 * styles the picture is only shown.
 */
export function StylePicture({ styleId, styleName }: { styleId: number; styleName: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { state } = useReadySession();
  const editable = isGranted(state.configuration, Permissions.StylesUpdate);
  const info = useStylePicture(styleId);
  const picture = info.data;
  const url = useStylePictureUrl(styleId, picture);
  const change = useChangeStylePicture(styleId);
  const input = useRef<HTMLInputElement>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);

  const failed = (error: unknown) =>
    toast.error(
      error instanceof ApiError && error.message !== '' ? error.message : t('stylePicture.failed'),
    );

  const upload = (files: ArrayLike<File>) => {
    const file = files[0];
    if (!file || change.isPending) return;
    // Far too large: said at once, without sending it (the server checks again anyway).
    if (file.size > stylePictureLimits.maxBytes) {
      toast.error(t('Spool.Styles:PictureTooLarge', { ns: 'errors' }));
      return;
    }
    change.mutate(
      { kind: 'set', file },
      { onSuccess: () => toast.success(t('stylePicture.saved')), onError: failed },
    );
  };
  const remove = () => {
    setConfirming(false);
    change.mutate(
      { kind: 'remove' },
      { onSuccess: () => toast.success(t('stylePicture.removed')), onError: failed },
    );
  };
  const { dragging, handlers } = useFileDrop(upload, !editable || change.isPending);

  // Without a picture and without the right to add one there is nothing to show.
  if (info.isPending || (!picture && !editable)) return null;

  const size = { xs: 44, sm: 56 };
  return (
    <>
      <ButtonBase
        {...handlers}
        aria-label={t('stylePicture.actions')}
        aria-haspopup={editable ? 'menu' : undefined}
        aria-busy={change.isPending}
        title={editable ? t('stylePicture.hint') : undefined}
        disabled={!editable}
        onClick={(event) => setMenu(event.currentTarget)}
        data-testid="style-picture"
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: size,
          height: size,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderStyle: picture ? 'solid' : 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: (theme) =>
            dragging ? alpha(theme.palette.primary.main, 0.08) : theme.palette.action.hover,
          color: 'text.secondary',
          outline: dragging ? 2 : 0,
          outlineColor: 'primary.main',
        }}
      >
        {picture && url ? (
          <Box
            component="img"
            src={url}
            alt={t('stylePicture.alt', { name: styleName })}
            sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        ) : picture ? (
          <ImageOutlinedIcon fontSize="small" />
        ) : (
          <AddPhotoAlternateOutlinedIcon />
        )}
        {change.isPending ? (
          <Box
            role="status"
            aria-label={t('stylePicture.uploading')}
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: (theme) => alpha(theme.palette.background.paper, 0.7),
            }}
          >
            <CircularProgress size={22} aria-hidden />
          </Box>
        ) : undefined}
      </ButtonBase>
      <input
        ref={input}
        hidden
        type="file"
        accept={stylePictureLimits.accept}
        onChange={(event) => {
          // Copied before the input is emptied, so that the same file can be chosen again.
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          upload(files);
        }}
      />
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            input.current?.click();
          }}
        >
          <ListItemIcon>
            <AddPhotoAlternateOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t(picture ? 'stylePicture.replace' : 'stylePicture.add')}</ListItemText>
        </MenuItem>
        {picture ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setConfirming(true);
            }}
          >
            <ListItemIcon>
              <DeleteOutlineIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('stylePicture.remove')}</ListItemText>
          </MenuItem>
        ) : undefined}
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ px: 2, pt: 1, maxWidth: 260 }}
        >
          {t('stylePicture.menuHint')}
        </Typography>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={t('stylePicture.confirmRemove.title')}
        text={t('stylePicture.confirmRemove.text')}
        confirmLabel={t('stylePicture.confirmRemove.remove')}
        cancelLabel={t('stylePicture.confirmRemove.keep')}
        destructive
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
