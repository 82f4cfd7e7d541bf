import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The interface language, from the languages the server offers; the choice is kept for the session. */
export function LanguageSelect({
  languages,
}: {
  languages: readonly { cultureName: string; displayName: string }[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('landing.language')}
      value={i18n.language}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      {languages.map((language) => (
        <MenuItem key={language.cultureName} value={language.cultureName}>
          {language.displayName}
        </MenuItem>
      ))}
    </TextField>
  );
}
