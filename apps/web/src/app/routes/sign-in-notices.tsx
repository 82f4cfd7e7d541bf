import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreLogin } from '@spool/contracts';
import { useSession, type Session } from '../../lib/session-context';
import classes from './public-pages.module.css';

type SignInOptions = Parameters<Session['signIn']>[0];

/**
 * Sign-in that reports when it cannot start (the provider unreachable, its discovery refused
 * by the page's security policy, or answering with an error) instead of doing nothing.
 */
export function useSignInStart() {
  const { signIn } = useSession();
  const [failed, setFailed] = useState(false);
  const start = useCallback(
    async (options?: SignInOptions) => {
      setFailed(false);
      try {
        await signIn(options);
      } catch {
        setFailed(true);
      }
    },
    [signIn],
  );
  return { start, failed };
}

/** Where the sign-in provider lives, as a person would type it. */
const originOf = (address: string) => new URL(address).origin;

export function SignInFailedNotice({ signIn }: { signIn: PreLogin['signIn'] }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className={`${classes.notice} ${classes.noticeError}`}>
      {t('landing.signInUnavailable', { address: originOf(signIn.authority) })}
    </p>
  );
}

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.') || host === '::1'
  );
}

/**
 * Spool's own provider signs people in only at Spool's public address. Opened at another one
 * that the server could not send the person to (the public address is this computer's
 * `localhost`, and the person is on another computer), the landing page says how to open Spool.
 */
export function otherAddressOf(signIn: PreLogin['signIn'], here: string) {
  if (!signIn.embedded) return undefined;
  const publicAddress = originOf(signIn.authority);
  if (publicAddress === here) return undefined;
  return { publicAddress, here, onlyThere: isLoopback(new URL(publicAddress).hostname) };
}

export function OtherAddressNotice({
  address,
}: {
  address: NonNullable<ReturnType<typeof otherAddressOf>>;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" className={classes.notice}>
      <p>
        {t('landing.otherAddress', { here: address.here, publicAddress: address.publicAddress })}
      </p>
      {address.onlyThere ? (
        <p>{t('landing.otherAddressSetPublicUrl', { here: address.here })}</p>
      ) : (
        <p>
          <a href={`${address.publicAddress}/`}>
            {t('landing.otherAddressOpen', { publicAddress: address.publicAddress })}
          </a>
        </p>
      )}
    </div>
  );
}
