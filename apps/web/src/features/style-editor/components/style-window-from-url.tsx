import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { StyleWindow } from './style-window';

const styleParam = 'style';
const savedStyleId = /^[1-9]\d{0,9}$/;

/**
 * The style window, opened over the dashboard by the `style` query parameter: `?style=new`
 * for a new style, `?style=<id>` for a saved one. Closing it removes the parameter.
 */
export function StyleWindowFromUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The style this window has just created: its id replaces `new` without reopening the window.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const param = searchParams.get(styleParam);
  const styleId = param !== null && savedStyleId.test(param) ? Number(param) : null;

  const setStyle = useCallback(
    (value: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(styleParam);
          else next.set(styleParam, value);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const close = useCallback(() => {
    setCreatedId(null);
    setStyle(null);
  }, [setStyle]);

  if (param !== 'new' && styleId === null) return null;
  return (
    <StyleWindow
      key={styleId !== null && styleId === createdId ? 'new' : param}
      styleId={styleId}
      onCreated={(id) => {
        setCreatedId(id);
        setStyle(String(id));
      }}
      onOpenStyle={(id) => setStyle(String(id))}
      onClose={close}
    />
  );
}
