import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

/** Keys as the keyboard shows them, joined by "+"; several ways separated by " / ". */
type Keys = readonly (readonly string[])[];

function KeyCaps({ keys }: { keys: Keys }) {
  return (
    <Box component="span" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
      {keys.map((combination, way) => (
        <Fragment key={combination.join('+')}>
          {way > 0 ? ' / ' : null}
          {combination.map((key, index) => (
            <Fragment key={key}>
              {index > 0 ? '+' : null}
              <Box
                component="kbd"
                sx={{
                  fontFamily: 'inherit',
                  fontSize: '0.8125rem',
                  px: 0.75,
                  py: 0.125,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 0.75,
                  bgcolor: 'action.hover',
                }}
              >
                {key}
              </Box>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </Box>
  );
}

/**
 * The keyboard's ways through the operation list and the operation dialog, opened with "?"
 * (or the list's keyboard button).
 */
export const KeyboardHelp = memo(function KeyboardHelp({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const key = {
    space: t('keyboardHelp.keys.space'),
    enter: t('keyboardHelp.keys.enter'),
    tab: t('keyboardHelp.keys.tab'),
    esc: t('keyboardHelp.keys.esc'),
    ctrl: t('keyboardHelp.keys.ctrl'),
    shift: t('keyboardHelp.keys.shift'),
  };
  const sections: { title: string; rows: { keys: Keys; text: string }[] }[] = [
    {
      title: t('keyboardHelp.list'),
      rows: [
        { keys: [['↑'], ['↓'], ['←'], ['→']], text: t('keyboardHelp.move') },
        { keys: [[key.space]], text: t('keyboardHelp.select') },
        { keys: [[key.enter]], text: t('keyboardHelp.edit') },
        {
          keys: [[key.tab]],
          text: t('keyboardHelp.add', { button: t('operationList.actions.add') }),
        },
      ],
    },
    {
      title: t('keyboardHelp.dialog'),
      rows: [
        { keys: [[key.tab]], text: t('keyboardHelp.next') },
        { keys: [[key.enter]], text: t('keyboardHelp.choose') },
        {
          keys: [
            [key.ctrl, key.enter],
            ['⌘', key.enter],
          ],
          text: t('keyboardHelp.save'),
        },
        { keys: [[key.ctrl, key.shift, key.enter]], text: t('keyboardHelp.saveNext') },
        { keys: [[key.esc]], text: t('keyboardHelp.cancel') },
      ],
    },
    { title: '', rows: [{ keys: [['?']], text: t('keyboardHelp.help') }] },
  ];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="keyboard-help-title" maxWidth="sm">
      <DialogTitle id="keyboard-help-title">{t('keyboardHelp.title')}</DialogTitle>
      <DialogContent>
        {sections.map((section) => (
          <Box key={section.title} sx={{ mb: 2 }}>
            {section.title ? (
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {section.title}
              </Typography>
            ) : null}
            <Table size="small" aria-label={section.title || t('keyboardHelp.title')}>
              <TableBody>
                {section.rows.map((row) => (
                  <TableRow key={row.text}>
                    <TableCell sx={{ width: '40%', verticalAlign: 'top' }}>
                      <KeyCaps keys={row.keys} />
                    </TableCell>
                    <TableCell>{row.text}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('keyboardHelp.close')}</Button>
      </DialogActions>
    </Dialog>
  );
});
