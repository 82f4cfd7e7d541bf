import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './language-select.module.css';

type LanguageChoice = { cultureName: string; displayName: string };

/**
 * The interface language, from the languages the server offers; the choice is kept for the
 * session. Drawn as MUI's outlined select, in plain HTML (it is on the landing page, which
 * loads no MUI): a select-only combobox with its list of options (WAI-ARIA's pattern), by
 * pointer or keyboard (arrows, Home, End, a letter, Enter, Escape).
 */
export function LanguageSelect({
  languages,
  fullWidth = false,
}: {
  languages: readonly LanguageChoice[];
  fullWidth?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = Math.max(
    0,
    languages.findIndex((language) => language.cultureName === i18n.language),
  );
  const [active, setActive] = useState(chosen);
  const root = useRef<HTMLDivElement>(null);
  const combobox = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const show = () => {
    setActive(chosen);
    setOpen(true);
  };
  const choose = (index: number) => {
    setOpen(false);
    combobox.current?.focus();
    const language = languages[index];
    if (language && language.cultureName !== i18n.language) {
      void i18n.changeLanguage(language.cultureName);
    }
  };

  // A press anywhere else closes the list, as a click outside MUI's menu does.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // The active option stays in view while the arrows move through a long list.
  useEffect(() => {
    if (open) list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = languages.length - 1;
    const moves: Record<string, () => void> = open
      ? {
          ArrowDown: () => setActive(Math.min(last, active + 1)),
          ArrowUp: () => setActive(Math.max(0, active - 1)),
          Home: () => setActive(0),
          End: () => setActive(last),
          Enter: () => choose(active),
          ' ': () => choose(active),
          Escape: () => setOpen(false),
          Tab: () => setOpen(false),
        }
      : { ArrowDown: show, ArrowUp: show, Enter: show, ' ': show };
    const move = moves[event.key];
    if (move) {
      if (event.key !== 'Tab') event.preventDefault();
      move();
      return;
    }
    // A letter goes to the next language whose name starts with it.
    if (open && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const letter = event.key.toLocaleLowerCase();
      const order = languages.map((_, offset) => (active + 1 + offset) % languages.length);
      const next = order.find((index) =>
        languages[index]?.displayName.toLocaleLowerCase().startsWith(letter),
      );
      if (next !== undefined) setActive(next);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div
      ref={root}
      className={[classes.field, fullWidth && classes.fullWidth].filter(Boolean).join(' ')}
    >
      <span id={`${id}-label`} className={classes.label}>
        {t('landing.language')}
      </span>
      <div
        ref={combobox}
        id={`${id}-value`}
        role="combobox"
        tabIndex={0}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        className={classes.value}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
      >
        {languages[chosen]?.displayName ?? i18n.language}
      </div>
      <svg className={classes.arrow} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M7 10l5 5 5-5z" />
      </svg>
      {open && (
        <ul
          ref={list}
          id={`${id}-list`}
          role="listbox"
          aria-labelledby={`${id}-label`}
          className={classes.list}
        >
          {languages.map((language, index) => (
            <li
              key={language.cultureName}
              id={optionId(index)}
              role="option"
              lang={language.cultureName}
              aria-selected={index === chosen}
              data-active={index === active || undefined}
              className={classes.option}
              onPointerMove={() => setActive(index)}
              onClick={() => choose(index)}
            >
              {language.displayName}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
