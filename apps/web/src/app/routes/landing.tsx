import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlainButton, PlainLink, plainClasses } from '../../components/plain/plain';
import { LanguageSelect } from '../../components/ui/language-select';
import { ServerStatus } from '../../features/health/components/server-status';
import { useReadySession } from '../../lib/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import {
  OtherAddressNotice,
  SignInFailedNotice,
  otherAddressOf,
  useSignInStart,
} from './sign-in-notices';
import classes from './public-pages.module.css';

const steps = [
  { title: 'landing.stepStyles', text: 'landing.stepStylesText' },
  { title: 'landing.stepThread', text: 'landing.stepThreadText' },
  { title: 'landing.stepCost', text: 'landing.stepCostText' },
] as const;

/**
 * The landing page: what Spool does, sign-in (or Continue), language, published-on date. Plain
 * HTML and CSS, and no contract schema: the first page loads a fraction of the app.
 */
export function LandingRoute() {
  const { t, i18n } = useTranslation();
  const { state } = useReadySession();
  const signIn = useSignInStart();
  const otherAddress = otherAddressOf(state.preLogin.signIn, window.location.origin);
  const navigate = useNavigate();
  usePageTitle(t('landing.title'));
  const signedIn = state.user !== null && state.configuration.currentUser.isAuthenticated;
  const givenName =
    state.configuration.currentUser.name ?? state.configuration.currentUser.userName ?? '';
  const publishedOn = new Date(`${state.preLogin.publishedOn}T00:00:00Z`).toLocaleDateString(
    i18n.language,
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  );

  return (
    <div className={classes.page}>
      <div className={classes.column}>
        <h1 className={plainClasses.h1}>{t('landing.title')}</h1>
        <p className={`${plainClasses.text} ${classes.intro}`}>{t('landing.intro')}</p>
        <div className={classes.actions}>
          {signedIn ? (
            <PlainButton size="large" onClick={() => void navigate('/dashboard')}>
              {t('landing.continueAs', { name: givenName })}
            </PlainButton>
          ) : otherAddress ? null : (
            <>
              <PlainButton size="large" onClick={() => void signIn.start()}>
                {t('landing.signInSso')}
              </PlainButton>
              <PlainButton variant="outlined" size="large" onClick={() => void signIn.start()}>
                {t('landing.logIn')}
              </PlainButton>
            </>
          )}
          <LanguageSelect languages={state.configuration.localization.languages} />
        </div>
        {otherAddress && !signedIn && <OtherAddressNotice address={otherAddress} />}
        {signIn.failed && <SignInFailedNotice signIn={state.preLogin.signIn} />}
        <div>
          <ServerStatus />
        </div>
      </div>
      <div className={classes.steps}>
        {steps.map((step, index) => (
          <section key={step.title} className={plainClasses.card}>
            <p className={`${plainClasses.overline} ${classes.stepNumber}`}>{index + 1}</p>
            <h2 className={plainClasses.h3}>{t(step.title)}</h2>
            <p className={`${plainClasses.small} ${plainClasses.secondary}`}>{t(step.text)}</p>
          </section>
        ))}
      </div>
      <div className={classes.aside}>
        <p className={plainClasses.small}>{t('landing.publishedOn', { date: publishedOn })}</p>
        <PlainLink to="/privacy">{t('landing.privacy')}</PlainLink>
      </div>
    </div>
  );
}
